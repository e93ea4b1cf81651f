import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ErrorBody, ListSelfChecksResponse, SelfCheck } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { createInsightsService, insightsConfigSchema, insightsJobsTable } from '../src/create-insights-service';

describe('self-checks API', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ jobsTable: insightsJobsTable, create: createInsightsService, configSchema: insightsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId) });
  const list = async (userId: string) => ListSelfChecksResponse.parse((await request(svc.handler).get('/api/self-checks').set(as(userId))).body);

  describe('POST /api/self-checks', () => {
    it('When nine answers are sent, then responds 201 with the score and band worked out by the server', async () => {
      const user = randomUUID();
      const res = await request(svc.handler)
        .post('/api/self-checks')
        .set(as(user))
        .send({ answers: [1, 0, 2, 0, 1, 0, 0, 1, 0] });
      expect(res.status).toBe(201);
      expect(SelfCheck.parse(res.body)).toMatchObject({ answers: [1, 0, 2, 0, 1, 0, 0, 1, 0], score: 5, band: 'moderate-risk' });
    });

    it('When the same answers come twice with one Idempotency-Key (a double tap), then one result is kept and both answers are it', async () => {
      const user = randomUUID();
      const send = () =>
        request(svc.handler)
          .post('/api/self-checks')
          .set(as(user))
          .set('Idempotency-Key', 'self-check-1')
          .send({ answers: [1, 0, 2, 0, 1, 0, 0, 1, 0] });

      const [first, again] = await Promise.all([send(), send()]);

      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await list(user)).toHaveLength(1);
    });

    it('When the body also claims a score and band, then responds 400 and keeps nothing (the client is never trusted)', async () => {
      const user = randomUUID();
      const res = await request(svc.handler)
        .post('/api/self-checks')
        .set(as(user))
        .send({ answers: [3, 3, 3, 3, 3, 3, 3, 3, 3], score: 0, band: 'non-problem' });
      expect(res.status).toBe(400);
      expect(await list(user)).toEqual([]);
    });

    it.each([
      ['eight answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0] }, 'Answer all 9 questions.'],
      ['ten answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, 'Answer all 9 questions.'],
      ['an answer of 4', { answers: [0, 0, 0, 0, 4, 0, 0, 0, 0] }, 'Each answer must be a number from 0 to 3.'],
      ['a negative answer', { answers: [0, 0, -1, 0, 0, 0, 0, 0, 0] }, 'Each answer must be a number from 0 to 3.'],
      ['a fraction', { answers: [0, 0, 1.5, 0, 0, 0, 0, 0, 0] }, 'Each answer must be a number from 0 to 3.'],
      ['a text answer', { answers: [0, 0, 'often', 0, 0, 0, 0, 0, 0] }, 'Each answer must be a number from 0 to 3.'],
      ['no answers', {}, undefined],
    ])('When the body has %s, then responds 400 with a clear message and keeps nothing', async (_what, body, message) => {
      const user = randomUUID();
      const res = await request(svc.handler).post('/api/self-checks').set(as(user)).send(body);
      expect(res.status).toBe(400);
      if (message) expect(ErrorBody.parse(res.body).message).toBe(message);
      expect(await list(user)).toEqual([]);
    });

    it('When called without a signed-in person, then responds 401 and keeps nothing', async () => {
      const res = await request(svc.handler)
        .post('/api/self-checks')
        .set(as(null))
        .send({ answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/self-checks', () => {
    it('When a person has taken the check twice, then lists both newest first, and another person sees none of them', async () => {
      const first = randomUUID();
      const second = randomUUID();
      await request(svc.handler)
        .post('/api/self-checks')
        .set(as(first))
        .send({ answers: [3, 2, 2, 1, 1, 0, 0, 0, 0] });
      await request(svc.handler)
        .post('/api/self-checks')
        .set(as(first))
        .send({ answers: [0, 0, 1, 0, 0, 0, 0, 0, 0] });

      const mine = await list(first);
      expect(mine.map((c) => [c.score, c.band])).toEqual([
        [1, 'low-risk'],
        [9, 'problem'],
      ]);
      expect(await list(second)).toEqual([]);
    });

    it('When called without a signed-in person, then responds 401', async () => {
      expect((await request(svc.handler).get('/api/self-checks').set(as(null))).status).toBe(401);
    });
  });
});
