import { API_ROUTES, INTERNAL_ROUTES } from './http/routes';
import { documentedStatuses } from './http/route-statuses';
import { API_EXAMPLES } from './http/examples';
import { BET_TYPES } from './entities/bet-type';
import { NOTIFICATION_TYPES } from './entities/notification';
import { ERROR_CODES } from './errors';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('should be an OpenAPI 3.1.0 document that survives JSON', () => {
    const json = JSON.parse(JSON.stringify(document));
    expect(json.openapi).toBe('3.1.0');
    expect(json).toEqual(document);
    expect(json.info.title).toBe('Tally API');
  });

  it('should describe every route with its method and a brace-style path', () => {
    for (const route of API_ROUTES) {
      const operation = document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      expect(operation.operationId).toBe(route.operationId);
    }
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.keys(byMethod));
    expect(operations).toHaveLength(API_ROUTES.length);
    expect(Object.keys(document.paths).some((path) => path.includes(':'))).toBe(false);
  });

  it('should give every route with a body its request schema', () => {
    for (const route of API_ROUTES.filter((r) => r.body)) {
      const operation = document.paths[toOpenApiPath(route.path)][route.method.toLowerCase()] as any;
      const content = operation.requestBody.content[route.bodyContentType ?? 'application/json'];
      expect(content.schema).toEqual(expect.objectContaining({}));
      expect(content.schema.type ?? content.schema.oneOf ?? content.schema.anyOf).toBeDefined();
    }
  });

  it('should document the avatar upload as multipart with a binary field', () => {
    const operation = document.paths['/api/user/avatar'].post as any;
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.avatar).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('should list path and query parameters', () => {
    const update = document.paths['/api/activities/{id}'].patch as any;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const getOne = document.paths['/api/activities/{id}'].get as any;
    expect(getOne.operationId).toBe('getActivity');
    expect(getOne.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const stats = document.paths['/api/stats'].get as any;
    expect(stats.parameters.map((p: any) => [p.name, p.required])).toEqual([
      ['startDate', false],
      ['endDate', false],
    ]);
    const history = document.paths['/api/insights/history/{timeFrame}'].get as any;
    expect(history.parameters[0].schema.enum).toEqual(['week', 'month', 'year', 'all']);
  });

  it('should use the error body as the default answer and the cookie for signed-in calls', () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['message', 'code'] });
    expect(document.components.securitySchemes.cookieSession).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const getUser = document.paths['/api/user'].get as any;
    expect(getUser.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(getUser.security).toEqual([{ cookieSession: [] }]);
    expect((document.paths['/api/register'].post as any).security).toEqual([]);
  });

  it('should describe answers by their output: money as decimal strings', () => {
    const stats = (document.paths['/api/stats'].get as any).responses['200'].content['application/json'].schema;
    expect(stats.properties.totalSpent).toMatchObject({ type: 'string' });
  });

  it('should show the Idempotency-Key header on every write that creates something, and on nothing else', () => {
    const keyed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => ((op.parameters as { $ref?: string }[] | undefined) ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual(
      [
        'POST /api/activities',
        'POST /api/bank-check/months/{month}/difference',
        'POST /api/interpret-ticket',
        'POST /api/interpret-ticket-image',
        'POST /api/self-checks',
        'POST /api/sessions',
        'POST /api/sessions/{id}/deposits',
        'POST /api/sessions/{id}/end',
        'POST /api/user/data/clear',
      ].sort(),
    );
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false, schema: { maxLength: 255 } });
    expect((document.paths['/api/activities'].post as any).responses['422'].description).toMatch(/Idempotency-Key was already used/);
  });

  it('should give work that goes on after the answer its 202', () => {
    const clear = (document.paths['/api/user/data/clear'].post as any).responses;
    expect(Object.keys(clear)).toEqual(['202', '400', '401', '403', '413', '422', '500', '503', 'default']);
    expect(clear['202'].content['application/json'].schema).toBeDefined();
    expect((document.paths['/api/user/data/clear/{requestId}'].get as any).responses['200']).toBeDefined();
  });

  it('should list every status each operation answers, success first, each error with the shared error body', () => {
    for (const route of API_ROUTES) {
      const responses = (document.paths[toOpenApiPath(route.path)][route.method.toLowerCase()] as any).responses;
      expect([route.operationId, Object.keys(responses)]).toEqual([route.operationId, [...documentedStatuses(route).map(String), 'default']]);
      for (const status of documentedStatuses(route).filter((s) => s >= 400)) {
        const answer = responses[status].$ref ? document.components.responses[responses[status].$ref.split('/').pop()] : responses[status];
        expect(answer.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      }
    }
  });

  it('should document the 201s the services answer, and no 200 beside them', () => {
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/activities', 'post'],
      ['/api/sessions', 'post'],
      ['/api/sessions/{id}/deposits', 'post'],
      ['/api/self-checks', 'post'],
      ['/api/push/subscriptions', 'post'],
    ]) {
      const responses = (document.paths[path][method] as any).responses;
      expect([path, responses['201']?.content['application/json'].schema, responses['200']]).toEqual([path, expect.any(Object), undefined]);
    }
  });

  it("should say when an operation's own errors happen, and send Retry-After with a busy scanner and a throttled sign-in", () => {
    const scan = (document.paths['/api/interpret-ticket-image'].post as any).responses;
    expect(scan['422'].description).toMatch(/text/);
    expect(scan['503']).toMatchObject({ description: 'Every reader is busy', headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } });
    expect((document.paths['/api/interpret-ticket-image'].post as any)['x-answer-timeout-ms']).toBe(30_000);
    expect((document.paths['/api/activities'].post as any)['x-answer-timeout-ms']).toBeUndefined();
    const login = (document.paths['/api/login'].post as any).responses;
    expect(login['429'].headers['Retry-After']).toBeDefined();
    expect(login['401'].description).toBe('The email or password is wrong');
    const start = (document.paths['/api/sessions'].post as any).responses;
    expect(start['409'].description).toBe('Another session is active');
    expect((document.paths['/api/activities/{id}'].get as any).responses['404']).toEqual({ $ref: '#/components/responses/Error404' });
  });

  it('should state the enumerations the contracts hold', () => {
    const create = (document.paths['/api/activities'].post as any).requestBody.content['application/json'].schema;
    const wager = create.oneOf.find((s: any) => s.properties.type.const === 'wagering');
    expect(wager.properties.subtype.enum).toEqual(['Racing', 'Sports Betting']);
    expect(wager.properties.racingSubtype.anyOf[0].enum).toEqual(['Horses', 'Greyhounds']);
    // Bet types and notification types are open lists: the known values beside any other text.
    const betType = wager.properties.betType.anyOf[0];
    expect(betType.anyOf).toEqual([{ type: 'string', enum: [...BET_TYPES] }, { type: 'string' }]);
    const notification = (document.paths['/api/notifications'].get as any).responses['200'].content['application/json'].schema.items;
    expect(notification.properties.type.anyOf[0].enum).toEqual([...NOTIFICATION_TYPES]);
    expect((document.components.schemas.ErrorBody as any).properties.code.anyOf[0].enum).toEqual(Object.values(ERROR_CODES));
    const session = (document.paths['/api/sessions'].post as any).requestBody.content['application/json'].schema;
    expect(session.properties.type.enum).toEqual(['slot', 'table']);
  });

  it('should state the push endpoint rule', () => {
    const body = (document.paths['/api/push/subscriptions'].post as any).requestBody.content['application/json'].schema;
    expect(body.properties.endpoint).toMatchObject({ type: 'string', pattern: '^https?://' });
    expect(body.properties.endpoint.description).toMatch(/https on a push service.*fcm\.googleapis\.com.*push\.apple\.com/);
    expect(body.properties.endpoint.description).toContain(ERROR_CODES.pushEndpointRefused);
  });

  it("should carry the contracts' examples on request bodies and answers", () => {
    const create = document.paths['/api/activities'].post as any;
    expect(create.requestBody.content['application/json'].examples.racingWager.value).toEqual(API_EXAMPLES.createActivity?.body?.racingWager);
    expect(create.responses['201'].content['application/json'].examples.createActivity.value).toEqual(API_EXAMPLES.createActivity?.response);
    expect((document.components.responses.Error404 as any).content['application/json'].examples.error404.value).toMatchObject({ code: ERROR_CODES.activityNotFound });
  });

  it('should leave internal routes out', () => {
    for (const route of Object.values(INTERNAL_ROUTES)) expect(document.paths[route.path]).toBeUndefined();
  });

  it('should keep every reference resolvable inside the document', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<any>((node, key) => node?.[key], document);
      expect(target).toBeDefined();
    }
  });
});
