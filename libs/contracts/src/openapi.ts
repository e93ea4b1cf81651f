import { z, type ZodType } from 'zod';
import { API_ROUTES, type ApiRoute, type OperationId } from './http/routes';
import { routeAnswers, type RouteAnswer } from './http/route-statuses';
import { API_EXAMPLES, ERROR_EXAMPLES } from './http/examples';
import { ErrorBody } from './errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS } from './http/idempotency';
import { APP_VERSION, BODY_LIMITS, PRODUCT_NAME, SESSION_COOKIE_NAME } from './constants';

type JsonSchema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this builder writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface BuildOpenApiOptions {
  /** Defaults to the public route table. */
  routes?: readonly ApiRoute[];
  /** Base URL for the `servers` entry (default '/': same origin). */
  serverUrl?: string;
}

const SECURITY_SCHEME = 'cookieSession';
const SERVICE_TAGS: Record<ApiRoute['service'], string> = {
  gateway: 'Sessions and gateway',
  identity: 'Accounts',
  ledger: 'Activities, sessions and stats',
  scanner: 'Ticket scanning',
  insights: 'AI insights',
  alerts: 'Settings and notifications',
};

/**
 * Builds the OpenAPI 3.1 document of the public API from the route table, with request schemas as
 * the input side of the zod schemas and answers as their output side. Deterministic and pure, so
 * the gateway can build it once at start-up and serve it at /api/openapi.json.
 */
export function buildOpenApiDocument(options: BuildOpenApiOptions = {}): OpenApiDocument {
  const routes = options.routes ?? API_ROUTES;
  const components: OpenApiDocument['components'] = {
    schemas: { ErrorBody: toJsonSchema(ErrorBody, 'output', 'ErrorBody') },
    responses: {
      Error: errorResponse('Error: { message, code, details? } with the HTTP status'),
    },
    parameters: {
      IdempotencyKey: {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          `One key per submission (a UUID): the same key with the same request answers the first answer again (header Idempotent-Replayed: true) and writes nothing more; ` +
          `with a different request it answers 422. Keys are kept per person for ${IDEMPOTENCY_KEY_TTL_HOURS} hours and go with Clear All Data.`,
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
      },
    },
    headers: {
      RetryAfter: { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
    },
    securitySchemes: {
      [SECURITY_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAME,
        description: 'The HttpOnly session cookie the gateway sets at sign-in',
      },
    },
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = buildOperation(route, components);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: APP_VERSION,
      description:
        'Every call goes through the gateway with the session cookie. Money in answers is a decimal string ("25.00"); requests may send a number or a decimal string. Times are UTC ISO-8601. ' +
        'Each operation lists every status it answers; every error has the body { message, code, details? }.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: [...new Set(routes.map((r) => r.service))].map((service) => ({ name: service, description: SERVICE_TAGS[service] })),
    paths,
    components,
  };
}

/** '/api/activities/:id' -> '/api/activities/{id}'. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function buildOperation(route: ApiRoute, components: OpenApiDocument['components']): JsonSchema {
  const operation: JsonSchema = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.service],
    security: route.auth === 'user' ? [{ [SECURITY_SCHEME]: [] }] : [],
    'x-service': route.service,
  };
  if (route.method !== 'GET') operation['x-body-limit'] = BODY_LIMITS[route.bodyLimit ?? 'default'];
  // How long the gateway waits for the service before its 503, where a row allows longer than the default.
  if (route.answerTimeoutMs) operation['x-answer-timeout-ms'] = route.answerTimeoutMs;
  // The binder's limits as declared (a deployment's RATE_LIMITS may change the numbers).
  if (route.rateLimit?.length) operation['x-rate-limit'] = route.rateLimit;

  const parameters = [
    ...pathParameters(route, components),
    ...queryParameters(route, components),
    ...(route.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  if (parameters.length > 0) operation.parameters = parameters;

  const examples = API_EXAMPLES[route.operationId as OperationId];
  if (route.body) {
    const media: JsonSchema = { schema: toJsonSchema(route.body, 'input', `${route.operationId}Body`, components) };
    if (examples?.body) media.examples = Object.fromEntries(Object.entries(examples.body).map(([name, value]) => [name, { value }]));
    operation.requestBody = { required: true, content: { [route.bodyContentType ?? 'application/json']: media } };
  }

  const responses: JsonSchema = {};
  for (const answer of routeAnswers(route)) {
    if (answer.kind === 'success') responses[answer.status] = successResponse(route, answer, examples?.response, components);
    else if (answer.kind === 'redirect') responses[answer.status] = redirectResponse(answer);
    else responses[answer.status] = errorAnswer(answer, components);
  }
  responses.default = { $ref: '#/components/responses/Error' };
  operation.responses = responses;
  return operation;
}

function successResponse(route: ApiRoute, answer: RouteAnswer, example: unknown, components: OpenApiDocument['components']): JsonSchema {
  const contentType = route.responseContentType ?? 'application/json';
  const ok: JsonSchema = { description: answer.description };
  if (route.response) {
    const media: JsonSchema = { schema: toJsonSchema(route.response, 'output', `${route.operationId}Response`, components) };
    if (example !== undefined) media.examples = { [route.operationId]: { value: example } };
    ok.content = { [contentType]: media };
  } else if (contentType !== 'application/json') {
    ok.content = { [contentType]: { schema: { type: 'string', contentMediaType: contentType } } };
  }
  return ok;
}

function redirectResponse(answer: RouteAnswer): JsonSchema {
  if (answer.status === 302) return { description: answer.description, headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } } };
  return { description: answer.description };
}

/** An error answer: a shared component when it says only what the status means, inline when the row says when it happens. */
function errorAnswer(answer: RouteAnswer, components: OpenApiDocument['components']): JsonSchema {
  const response = errorResponse(answer.description, answer.status, answer.retryAfter);
  if (answer.specific) return response;
  const name = `Error${answer.status}${answer.retryAfter ? 'RetryAfter' : ''}`;
  components.responses[name] ??= response;
  return { $ref: `#/components/responses/${name}` };
}

function pathParameters(route: ApiRoute, components: OpenApiDocument['components']): JsonSchema[] {
  const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
  const object = route.params ? toJsonSchema(route.params, 'input', `${route.operationId}Params`, components) : {};
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  return names.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
}

function queryParameters(route: ApiRoute, components: OpenApiDocument['components']): JsonSchema[] {
  if (!route.query) return [];
  const object = toJsonSchema(route.query, 'input', `${route.operationId}Query`, components);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

function errorResponse(description: string, status?: number, retryAfter?: true): JsonSchema {
  const media: JsonSchema = { schema: { $ref: '#/components/schemas/ErrorBody' } };
  const example = status === undefined ? undefined : ERROR_EXAMPLES[status];
  if (example) media.examples = { [`error${status}`]: { value: example } };
  return {
    description,
    ...(retryAfter ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
    content: { 'application/json': media },
  };
}

/**
 * zod -> JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). Transforms have no JSON Schema
 * equivalent on their output side, so they become `{}` rather than failing. Any `$defs` zod
 * extracts are moved into `components.schemas` so their references resolve inside the document.
 */
function toJsonSchema(schema: ZodType, io: 'input' | 'output', scope: string, components?: OpenApiDocument['components']): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  if (!components) return json;
  const prefix = `${scope}_`;
  const rewrite = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_m, name: string) => `"#/components/schemas/${prefix}${name}"`));
  for (const [name, def] of Object.entries(defs)) components.schemas[`${prefix}${name}`] = rewrite(def) as JsonSchema;
  return rewrite(json) as JsonSchema;
}
