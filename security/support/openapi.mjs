// The API description the gateway serves (/api/openapi.json, built from the route table), read as a
// client would: the operations, and a check of any answer against what its operation documents.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { product } from './product.mjs';

/** @returns {Promise<any>} */
export async function fetchOpenApi() {
  const response = await fetch(`${product.baseUrl}/api/openapi.json`);
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  return response.json();
}

/**
 * Every operation: method, the route table's path (/api/x/:id), operationId and the operation object.
 * @param {any} doc
 */
export function operations(doc) {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(/** @type {Record<string, any>} */ (byMethod)).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{([^}]+)\}/g, ':$1'),
      operationId: /** @type {string} */ (operation.operationId),
      operation,
    })),
  );
}

/** The operations whose path takes an id or key (every row of the route table with ':' params). @param {any} doc */
export function idTakingRoutes(doc) {
  return operations(doc).filter((op) => op.path.includes(':'));
}

/**
 * Checks answers against the document: the status is one the operation lists, and a JSON body fits
 * the schema given for that status.
 * @param {any} doc
 */
export function answerChecker(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();
  const rewrite = (schema) => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/'));

  /** @param {any} response */
  const resolve = (response) => {
    if (response?.$ref) return doc.components.responses[response.$ref.split('/').pop()];
    return response;
  };

  /**
   * @param {any} operation
   * @param {number} status
   * @param {string | null} contentType
   * @param {unknown} body parsed JSON, or text
   * @returns {string | null} what is wrong, or null
   */
  return function check(operation, status, contentType, body) {
    const responses = operation.responses ?? {};
    const listed = responses[String(status)];
    if (!listed) return `status ${status} is not documented for ${operation.operationId} (documented: ${Object.keys(responses).join(', ')})`;
    const response = resolve(listed);
    const media = response?.content?.['application/json'];
    if (!media?.schema) return null;
    if (!(contentType ?? '').includes('json')) return `${status} answered ${contentType}, documented application/json`;
    const key = `${operation.operationId} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rewrite(media.schema));
      compiled.set(key, validate);
    }
    if (validate(body)) return null;
    return `${status} body does not fit the document: ${ajv.errorsText(validate.errors)}`;
  };
}
