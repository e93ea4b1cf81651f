import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ClearDataResponse, DATA_OWNING_SERVICES, ErrorBody, SUBJECTS, USER_DATA_CLEARED_SUBJECTS, type DataOwningService } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { registerVerified } from './helpers/accounts';

describe.each(['embedded', 'distributed'] as const)('Clear All Data requests (%s mode)', (mode) => {
  let svc: IdentityUnderTest;
  beforeAll(async () => {
    svc = await startIdentity({ mode });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const start = async (userId: string) => ClearDataResponse.parse((await request(svc.handler).post('/api/user/data/clear').set(as(userId)).expect(202)).body);
  const status = (userId: string, requestId: string) => request(svc.handler).get(`/api/user/data/clear/${requestId}`).set(as(userId));
  const answer = (service: DataOwningService, payload: { userId: string; requestId: string }, id = randomUUID()) =>
    svc.bus.publish({ id, subject: USER_DATA_CLEARED_SUBJECTS[service], occurredAt: new Date().toISOString(), payload });
  const published = async (requestId: string) =>
    svc
      .published(SUBJECTS.identityUserDataCleared)
      .filter((p) => (p as { requestId: string }).requestId === requestId)
      .map((payload) => ({ payload }));
  const countRequests = async () => (await svc.database.pool.query('select 1 from identity.data_clear_requests')).rowCount ?? 0;
  const pendingOf = async (userId: string, requestId: string) => ClearDataResponse.parse((await status(userId, requestId).expect(200)).body).pending;

  describe('POST /api/user/data/clear', () => {
    it('When a person asks, then responds 202 pending on every data-owning service and tells them on the bus', async () => {
      const userId = randomUUID();

      const started = await start(userId);

      expect(started).toEqual({ requestId: expect.any(String), status: 'pending', pending: [...DATA_OWNING_SERVICES] });
      const rows = await eventually('the event published', async () => {
        const found = await published(started.requestId);
        return found.length === 1 ? found : undefined;
      });
      expect(rows[0].payload).toEqual({ userId, requestId: started.requestId });
    });

    it('When the same request comes twice with one Idempotency-Key (a retry after a lost answer), then it is one request, told once, and the same answer', async () => {
      const userId = randomUUID();
      const key = randomUUID();
      const send = () => request(svc.handler).post('/api/user/data/clear').set(as(userId)).set('Idempotency-Key', key).expect(202);

      const [first, again] = [await send(), await send()];

      expect(again.text).toBe(first.text);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await published(first.body.requestId)).toHaveLength(1);
      expect((await svc.database.pool.query('select 1 from identity.data_clear_requests where user_id = $1', [userId])).rowCount).toBe(1);
    });

    it('When the person asks again, then the new request replaces the earlier one', async () => {
      const userId = randomUUID();
      const first = await start(userId);

      const second = await start(userId);

      expect(second.requestId).not.toBe(first.requestId);
      expect((await status(userId, first.requestId)).status).toBe(404);
      expect((await status(userId, second.requestId)).status).toBe(200);
    });

    it('When the person deletes their account, then their requests go with it', async () => {
      const email = `clear.${randomUUID()}@example.com`;
      const anonymous = { Authorization: svc.auth.header(null) };
      await registerVerified(svc.handler, { anonymous: anonymous.Authorization, mailboxDir: svc.mailboxDir }, { username: email, email, password: 'correct horse battery' });
      const user = (await request(svc.handler).post('/internal/credentials/check').set(anonymous).send({ username: email, password: 'correct horse battery' })).body;
      const { requestId } = await start(user.id);

      await request(svc.handler).delete('/api/user').set(as(user.id)).send({ password: 'correct horse battery' }).expect(200);

      expect((await svc.database.pool.query('select 1 from identity.data_clear_requests where id = $1', [requestId])).rowCount).toBe(0);
    });

    it('When the caller is signed out, then responds 401 and stores nothing', async () => {
      const before = await countRequests();
      const res = await request(svc.handler)
        .post('/api/user/data/clear')
        .set({ Authorization: svc.auth.header(null) });
      expect(res.status).toBe(401);
      expect(await countRequests()).toBe(before);
    });
  });

  describe('GET /api/user/data/clear/:requestId', () => {
    it('When every service has answered, then the request is done; until then it names those still deleting', async () => {
      const userId = randomUUID();
      const { requestId } = await start(userId);

      await answer('ledger', { userId, requestId });
      await answer('scanner', { userId, requestId });
      await eventually('two answers counted', async () => (await pendingOf(userId, requestId)).length === 2);
      expect(await pendingOf(userId, requestId)).toEqual(['alerts', 'insights']);
      await answer('alerts', { userId, requestId });
      await answer('insights', { userId, requestId });

      const done = await eventually('the request done', async () => {
        const body = ClearDataResponse.parse((await status(userId, requestId).expect(200)).body);
        return body.status === 'done' ? body : undefined;
      });
      expect(done).toEqual({ requestId, status: 'done', pending: [] });
    });

    it('When an answer is delivered twice, or answers another person, then nothing more changes', async () => {
      const [userId, other] = [randomUUID(), randomUUID()];
      const { requestId } = await start(userId);
      const messageId = randomUUID();

      await answer('ledger', { userId, requestId }, messageId);
      await answer('ledger', { userId, requestId }, messageId);
      await answer('ledger', { userId, requestId });
      await answer('alerts', { userId: other, requestId });
      await eventually('the ledger answer counted', async () => (await pendingOf(userId, requestId)).length === 3);

      await answer('scanner', { userId, requestId });
      await eventually('the scanner answer counted', async () => (await pendingOf(userId, requestId)).length === 2);
      expect(await pendingOf(userId, requestId)).toEqual(['alerts', 'insights']);
    });

    it("When someone else asks about a person's request, then responds 404 and shows nothing", async () => {
      const [owner, stranger] = [randomUUID(), randomUUID()];
      const { requestId } = await start(owner);

      const res = await status(stranger, requestId);

      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body).code).toBe('IDENTITY.CLEAR_DATA_REQUEST_NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(owner);
    });

    it('When the request id is not an id, then responds 400; when unknown, 404', async () => {
      const userId = randomUUID();
      expect((await status(userId, 'not-an-id')).status).toBe(400);
      expect((await status(userId, randomUUID())).status).toBe(404);
    });
  });
});
