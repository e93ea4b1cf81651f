import pino from 'pino';
import request from 'supertest';
import { BODY_LIMIT_BYTES, PGSI_BAND_IDS } from '@tally/contracts';
import { createServiceApp } from '../app/create-service-app';
import { createTokenKey, signServiceToken } from '../auth/service-token';
import { bindRoutes } from './bind-routes';
import { route } from './route';

/** A service app serving a few operations of the route table through the binder. */
function appWith(routes: Parameters<typeof bindRoutes>[1]) {
  const tokenKey = createTokenKey('t'.repeat(40));
  const app = createServiceApp({ name: 'test', logger: pino({ level: 'silent' }), tokenKey });
  const served = bindRoutes(app, routes);
  const as = (userId: string | null) => `Bearer ${signServiceToken(tokenKey, { userId, sessionId: userId ? 's1' : null, timeZone: 'Australia/Perth' })}`;
  return { handler: app.callback(), served, as };
}

describe('route(): one operation of the route table with its handler', () => {
  const seen: unknown[] = [];
  const { handler, served, as } = appWith([
    route('putInsightIncome', async ({ userId, body, timeZone }) => {
      seen.push({ userId, body, timeZone });
      return { annualIncome: body.annualIncome === null ? null : String(body.annualIncome) };
    }),
    route('saveSelfCheck', async ({ body }) => ({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      answers: body.answers,
      score: 0,
      band: PGSI_BAND_IDS[0],
      createdAt: '2026-11-01T09:30:00.000Z',
    })),
    route('getActiveSession', async () => null),
    route('getActivity', async ({ params }) => ({ id: params.id }) as never),
  ]);

  it('serves each at the path and method of its row, read back from the router', () => {
    expect(served.map((r) => `${r.method} ${r.path} ${r.operationId}`)).toEqual([
      'PUT /api/insights/income putInsightIncome',
      'POST /api/self-checks saveSelfCheck',
      'GET /api/sessions/active getActiveSession',
      'GET /api/activities/:id getActivity',
    ]);
  });

  it('When a signed-in person sends a valid body, then the handler gets it parsed, with their id and zone', async () => {
    const res = await request(handler).put('/api/insights/income').set('authorization', as('u1')).send({ annualIncome: '85000' });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ userId: 'u1', body: { annualIncome: '85000.00' }, timeZone: 'Australia/Perth' });
  });

  it('When the body breaks the schema, then 400 with its message and the handler never runs', async () => {
    const before = seen.length;
    const res = await request(handler).put('/api/insights/income').set('authorization', as('u1')).send({ annualIncome: 'lots' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('COMMON.INVALID_INPUT');
    expect(seen.length).toBe(before);
  });

  it('When nobody is signed in, then a signed-in operation answers 401 before reading anything', async () => {
    const res = await request(handler).put('/api/insights/income').set('authorization', as(null)).send({ annualIncome: 1 });
    expect(res.status).toBe(401);
  });

  it('When the body is over the row’s limit, then 413', async () => {
    const res = await request(handler)
      .put('/api/insights/income')
      .set('authorization', as('u1'))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ annualIncome: 1, pad: 'x'.repeat(BODY_LIMIT_BYTES.default) }));
    expect(res.status).toBe(413);
  });

  it('answers with the row’s success status, and JSON null as such', async () => {
    const created = await request(handler)
      .post('/api/self-checks')
      .set('authorization', as('u1'))
      .send({ answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(created.status).toBe(201);
    const none = await request(handler).get('/api/sessions/active').set('authorization', as('u1'));
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
  });

  it('When an answer breaks its row’s schema (tests check every answer), then the call fails with a 500', async () => {
    const res = await request(handler).get('/api/activities/7c9e6679-7425-40de-944b-e07fc1f90ae7').set('authorization', as('u1'));
    expect(res.status).toBe(500);
  });

  it('When params break the schema, then 400', async () => {
    const res = await request(handler).get('/api/activities/not-an-id').set('authorization', as('u1'));
    expect(res.status).toBe(400);
  });
});
