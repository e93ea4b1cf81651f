// fast-check arbitraries for an operation's inputs, derived from its zod contracts as the API
// description carries them (the gateway builds /api/openapi.json with zod's own JSON Schema output, the
// input side of every schema). zod-fast-check, the maintained zod → fast-check package, supports zod 3
// and fast-check 3 only (this repository has zod 4 and fast-check 4), so this is a small deriver for
// the JSON Schema kinds zod writes, mixing values that fit with mutated and hostile ones.
import fc from 'fast-check';

/** Values that break something somewhere: wrong types, sizes, encodings and object machinery. */
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👨‍👩‍👧‍👦'.repeat(50),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  "'; DROP TABLE activities; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  '99999999999999999999999999.99',
  '-1',
  '1.005',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59.999Z',
  'US/Pacific-New',
  'constructor',
  '__proto__',
  'true',
  'null',
);

const hugeString = fc.oneof(fc.constant('a'.repeat(10_001)), fc.constant('€'.repeat(70_000)), fc.string({ unit: 'grapheme', minLength: 300, maxLength: 2_000 }));

/** Any JSON value at all, hostile ones included. */
export const hostileValue = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0.000001, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], [[7]], { $gt: '' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}')) },
);

/**
 * @param {any} doc the API description
 * @param {any} schema
 * @returns {any} the schema with a top-level $ref followed
 */
function resolve(doc, schema) {
  let current = schema;
  for (let i = 0; i < 10 && current?.$ref; i++)
    current = current.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node?.[key], doc);
  return current ?? {};
}

/** @param {any} schema */
function fitString(schema) {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
  }
  if (schema.pattern) {
    try {
      const max = schema.maxLength ?? Infinity;
      // A filter on the length would loop for patterns that rarely give long strings: repeat short matches instead
      // (which mostly still match), cut long ones.
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => (s.length >= min ? s.slice(0, max) : s.padEnd(min, s || 'a')));
    } catch {
      /* a pattern fast-check cannot read: plain strings below */
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** @param {any} schema */
function fitNumber(schema) {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) });
  const cents = fc.integer({ min: Math.ceil(Math.max(min, -1e9) * 100), max: Math.floor(Math.min(max, 1e9) * 100) }).map((c) => c / 100);
  return fc.oneof(cents, fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true }));
}

/**
 * Values that fit the schema (as far as JSON Schema says; zod's refinements are not in it), with a
 * hostile value at any level now and then.
 * @param {any} doc
 * @param {any} raw
 * @param {number} [depth]
 * @returns {fc.Arbitrary<any>}
 */
export function fitting(doc, raw, depth = 0) {
  const schema = resolve(doc, raw);
  const derived = fittingOnly(doc, schema, depth);
  return fc.oneof({ weight: 6, arbitrary: derived }, { weight: 1, arbitrary: hostileValue });
}

/** @param {any} doc @param {any} schema @param {number} depth @returns {fc.Arbitrary<any>} */
function fittingOnly(doc, schema, depth) {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices) && choices.length) return fc.oneof(...choices.map((c) => fittingOnly(doc, resolve(doc, c), depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return fittingOnly(doc, Object.assign({}, ...schema.allOf.map((s) => resolve(doc, s))), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => fittingOnly(doc, { ...schema, type: t }, depth + 1)));
  switch (type[0]) {
    case 'string':
      return fitString(schema);
    case 'number':
    case 'integer':
      return fitNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? fitting(doc, schema.items, depth + 1) : hostileValue;
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)) });
    }
    case 'object':
      return objectOf(doc, schema, depth);
    default:
      if (schema.properties) return objectOf(doc, schema, depth);
      return hostileValue;
  }
}

/** @param {any} doc @param {any} schema @param {number} depth */
function objectOf(doc, schema, depth) {
  const properties = schema.properties ?? {};
  const required = schema.required ?? Object.keys(properties);
  /** @type {Record<string, fc.Arbitrary<any>>} */
  const model = {};
  for (const [name, property] of Object.entries(properties)) model[name] = fitting(doc, property, depth + 1);
  const record = fc.record(model, { requiredKeys: required.filter((k) => k in properties) });
  return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) });
}

/**
 * Mutations of a whole object: a required key dropped, a key too many, the prototype keys, or
 * something that is not an object at all.
 * @param {fc.Arbitrary<any>} objects
 */
export function mutatedObjects(objects) {
  return fc.oneof(
    { weight: 10, arbitrary: objects },
    {
      weight: 2,
      arbitrary: fc.tuple(objects, fc.string({ minLength: 1, maxLength: 12 }), hostileValue).map(([value, key, extra]) => (isObject(value) ? { ...value, [key]: extra } : value)),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(objects, fc.nat()).map(([value, n]) => {
        if (!isObject(value)) return value;
        const keys = Object.keys(value);
        if (!keys.length) return value;
        const copy = { ...value };
        delete copy[keys[n % keys.length]];
        return copy;
      }),
    },
    {
      weight: 1,
      arbitrary: objects.map((value) => (isObject(value) ? JSON.parse(`{"__proto__":{"polluted":"yes"},${JSON.stringify(value).slice(1)}`.replace(',}', '}')) : value)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Everything a request of one operation may carry: path parameters, the query and the body.
 * @param {any} doc
 * @param {string} method
 * @param {any} operation
 * @param {Record<string, string[]>} knownValues real values for path parameters (the person's own ids)
 */
export function requestsFor(doc, method, operation, knownValues = {}) {
  const parameters = operation.parameters ?? [];
  /** @type {Record<string, fc.Arbitrary<any>>} */
  const path = {};
  for (const p of parameters.filter((p) => p.in === 'path')) {
    const known = knownValues[p.name] ?? [];
    // A path segment that is empty or a dot is not this operation's request at all: the URL then names
    // another route (`/api/activities/` is the list) or its parent, so such values are left out.
    path[p.name] = fc
      .oneof({ weight: 5, arbitrary: fittingOnly(doc, resolve(doc, p.schema), 0) }, ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []), {
        weight: 2,
        arbitrary: fc.oneof(hostileStrings, fc.string({ maxLength: 300 }), fc.uuid()),
      })
      .filter((value) => !['', '.', '..'].includes(String(value).trim()));
  }
  const queryParameters = parameters.filter((p) => p.in === 'query');
  /** @type {Record<string, fc.Arbitrary<any>>} */
  const query = {};
  for (const p of queryParameters) query[p.name] = fitting(doc, p.schema);
  const queryArb = queryParameters.length
    ? mutatedObjects(fc.record(query, { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) }))
    : fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileStrings, { maxKeys: 3 }) });
  const media = operation.requestBody?.content ?? {};
  const json = media['application/json']?.schema;
  const multipart = media['multipart/form-data'];
  /** @type {fc.Arbitrary<{ kind: 'none' } | { kind: 'json', value: unknown } | { kind: 'multipart', bytes: Uint8Array, field: string, type: string }>} */
  let body = fc.constant({ kind: 'none' });
  if (json) body = mutatedObjects(fitting(doc, json)).map((value) => ({ kind: 'json', value }));
  else if (multipart)
    body = fc.record({
      kind: fc.constant('multipart'),
      bytes: fc.uint8Array({ maxLength: 2048 }),
      field: fc.constantFrom('avatar', 'avatar', 'file', ''),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    });
  else if (method !== 'GET')
    body = fc.oneof({ weight: 5, arbitrary: fc.constant({ kind: 'none' }) }, { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json', value })) });
  return fc.record({ path: fc.record(path), query: queryArb, body });
}

/**
 * The query string of a generated query object: arrays repeat the key, objects go as JSON text.
 * @param {Record<string, unknown>} query
 */
export function queryString(query) {
  if (!isObject(query)) return '';
  /** @type {[string, string][]} */
  const pairs = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([key, typeof one === 'string' ? one : (JSON.stringify(one) ?? '')]);
  }
  // Node's HTTP parser answers 431 to a request line over 16 KB before the app sees it: keep the query under
  // 8 KB once encoded (a '€' takes 9 characters there), cutting the longest values first.
  let cutTo = 1000;
  let text = new URLSearchParams(pairs.map(([k, v]) => [k, v.slice(0, cutTo)])).toString();
  while (text.length > 8000 && cutTo > 1) {
    cutTo = Math.floor(cutTo / 2);
    text = new URLSearchParams(pairs.map(([k, v]) => [k.slice(0, 1000), v.slice(0, cutTo)])).toString();
  }
  return text ? `?${text}` : '';
}
