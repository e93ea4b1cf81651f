import { API_ROUTES, INTERNAL_ROUTES } from './http/routes';
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

  it('should give work that goes on after the answer its 202', () => {
    const clear = (document.paths['/api/user/data/clear'].post as any).responses;
    expect(Object.keys(clear)).toEqual(['202', '401', 'default']);
    expect(clear['202'].content['application/json'].schema).toBeDefined();
    expect((document.paths['/api/user/data/clear/{requestId}'].get as any).responses['200']).toBeDefined();
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
