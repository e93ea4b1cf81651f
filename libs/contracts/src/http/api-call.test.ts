import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUrl, fillPath, queryString } from './api-call';
import { API_OPERATIONS } from './api-operations.generated';
import { renderApiOperations, toApiOperation } from './render-api-operations';
import { API_ROUTES } from './routes';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('API_OPERATIONS (the schema-free copy of the route table)', () => {
  it('should hold every operation of the table with its method, path and form and file flags, in its order', () => {
    expect(Object.keys(API_OPERATIONS)).toEqual(API_ROUTES.map((route) => route.operationId));
    for (const route of API_ROUTES) expect(API_OPERATIONS[route.operationId as keyof typeof API_OPERATIONS]).toEqual(toApiOperation(route));
  });

  it('should be the file the generator writes now (run libs/contracts/scripts/generate-api-operations.ts after a row changes)', () => {
    expect(readFileSync(path.join(here, 'api-operations.generated.ts'), 'utf8')).toBe(renderApiOperations());
  });

  it('should mark the avatar upload as a form and the pictures and the statement PDF as files', () => {
    expect(API_OPERATIONS.uploadAvatar).toEqual({ method: 'POST', path: '/api/user/avatar', form: true });
    expect(API_OPERATIONS.getStatementPdf).toMatchObject({ file: true });
    expect(API_OPERATIONS.getAvatar).toMatchObject({ file: true });
    expect(API_OPERATIONS.getActivityTicketImage).toMatchObject({ file: true });
  });
});

describe('apiUrl', () => {
  it('should fill the path parameters, each encoded as one segment', () => {
    expect(apiUrl('getActivity', { params: { id: 'a1' } })).toBe('/api/activities/a1');
    expect(apiUrl('updateDeposit', { params: { id: 's 1', depositId: 'd/2?x' } })).toBe('/api/sessions/s%201/deposits/d%2F2%3Fx');
    expect(apiUrl('getStatementPdf', { params: { month: '2026-05' } })).toBe('/api/statements/2026-05/pdf');
  });

  it('should add the query string without undefined or null values, and none when nothing is left', () => {
    expect(apiUrl('listActivities', { query: { limit: 5, cursor: undefined } })).toBe('/api/activities?limit=5');
    expect(apiUrl('getStats', { query: { startDate: '2026-05-01T00:00:00+10:00', endDate: '2026-05-31T23:59:59+10:00' } })).toBe(
      '/api/stats?startDate=2026-05-01T00%3A00%3A00%2B10%3A00&endDate=2026-05-31T23%3A59%3A59%2B10%3A00',
    );
    expect(apiUrl('listActivities')).toBe('/api/activities');
    expect(apiUrl('getUser')).toBe('/api/user');
  });

  it('should refuse a missing parameter rather than ask a wrong address', () => {
    expect(() => fillPath('/api/activities/:id', {})).toThrow('/api/activities/:id needs the parameter id');
    expect(() => fillPath('/api/activities/:id', { id: '' })).toThrow('needs the parameter id');
  });

  it('should type params and query from the table', () => {
    // @ts-expect-error getActivity needs its id
    expect(() => apiUrl('getActivity')).toThrow();
    // @ts-expect-error getUser takes no params
    expect(apiUrl('getUser', { params: { id: 'x' } })).toBe('/api/user');
    // @ts-expect-error the period's dates are ISO text
    expect(apiUrl('getStats', { query: { startDate: 5 } })).toBe('/api/stats?startDate=5');
    // @ts-expect-error listActivities has no such query field
    expect(apiUrl('listActivities', { query: { page: 2 } })).toBe('/api/activities?page=2');
    expect(queryString({})).toBe('');
  });
});
