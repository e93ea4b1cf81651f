import { randomUUID } from 'node:crypto';
import { InsightHistoryItem, InsightHistoryResponse, SUBJECTS } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { records, session, wager } from './helpers/records-fixture';
import { startInsights, type InsightsKit } from './helpers/insights-test-kit';

// The kit's clock starts at 2026-11-25T01:00Z: noon on Wednesday 25 November in Sydney.
const nov = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour - 11)).toISOString();

describe('insights API', () => {
  let kit: InsightsKit;
  beforeAll(async () => {
    kit = await startInsights();
  });
  afterAll(() => kit.stop());

  describe('POST /api/insights/generate', () => {
    it("When a person generates this month's insight, then it is computed from their own records, saved and answered with its figures", async () => {
      const user = kit.newUser();
      kit.ledger.setRecords(user, records([wager(nov(3), '120.50', { result: 'loss' }), wager(nov(4), '80.00', { result: '100.00' })], [session(nov(5), 70, ['20.00'], '0.00')]));

      const res = await kit.generate(user, { timeFrame: 'month' });

      expect(res.status).toBe(200);
      const item = InsightHistoryItem.parse(res.body);
      expect(item).toMatchObject({ timeFrame: 'month', totalSpent: '220.50', totalWon: '100.00', netReturn: '-120.50' });
      expect(item.insights).toContain('you spent $220.50 and got back $100.00: a net loss of $120.50');
      expect(item.insights).toContain('1 session lasted an hour or more');
      expect(item.insights.split('\n\n').length).toBeGreaterThan(2);
      // The records were read from the start of last month (Sydney), for the comparison.
      expect(kit.ledger.seen.at(-1)).toEqual({ userId: user, since: '2026-09-30T14:00:00.000Z' });
    });

    it('When no time frame is sent, then All Time is analysed and everything is read', async () => {
      const user = kit.newUser();
      kit.ledger.setRecords(user, records([wager('2024-02-01T00:00:00Z', '10.00')]));

      const res = await kit.http().post('/api/insights/generate').set(kit.as(user)).send({});

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ timeFrame: 'all', totalSpent: '10.00' });
      expect(kit.ledger.seen.at(-1)).toEqual({ userId: user, since: null });
    });

    it('When the time frame is unknown, then responds 400 with the reason and saves nothing', async () => {
      const user = kit.newUser();

      const res = await kit.generate(user, { timeFrame: 'decade' });

      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Time frame must be one of week, month, year, all');
      expect((await kit.history(user, 'all')).body).toEqual([]);
    });

    it('When the ledger cannot be read, then responds 503 and saves nothing', async () => {
      const user = kit.newUser();
      kit.ledger.fail(500);
      try {
        const res = await kit.generate(user);
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('Your records could not be read just now. Please try again.');
      } finally {
        kit.ledger.fail(null);
      }
      expect((await kit.history(user)).body).toEqual([]);
    });

    it('When there is no signed-in person, then responds 401', async () => {
      expect((await kit.generate(null as unknown as string)).status).toBe(401);
    });
  });

  describe('GET /api/insights/history/:timeFrame', () => {
    it("When a person has generated insights, then they get that period's, newest first, and another person gets none of them", async () => {
      const [user, other] = [kit.newUser(), kit.newUser()];
      kit.ledger.setRecords(user, records([wager(nov(3), '10.00')]));
      const first = (await kit.generate(user, { timeFrame: 'week' })).body;
      const second = (await kit.generate(user, { timeFrame: 'week' })).body;
      await kit.generate(user, { timeFrame: 'year' });

      const mine = await kit.history(user, 'week');
      const theirs = await kit.history(other, 'week');

      expect(mine.status).toBe(200);
      expect(InsightHistoryResponse.parse(mine.body).map((i) => i.id)).toEqual([second.id, first.id]);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toEqual([]);
    });

    it('When the time frame is unknown, then responds 400', async () => {
      const res = await kit.history(kit.newUser(), 'decade');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Time frame must be one of week, month, year, all');
    });
  });

  describe('GET and PUT /api/insights/income', () => {
    it('When a person gives an income, then only they read it back, and the 1% guide uses it', async () => {
      const [user, other] = [kit.newUser(), kit.newUser()];
      kit.ledger.setRecords(user, records([wager(nov(3), '80.00')]));

      const put = await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome: 60000 });

      expect(put.status).toBe(200);
      expect(put.body).toEqual({ annualIncome: '60000.00' });
      expect((await kit.http().get('/api/insights/income').set(kit.as(other))).body).toEqual({ annualIncome: null });
      const insight = (await kit.generate(user)).body;
      expect(insight.insights).toContain('you spent $80.00, more than 1% of the income you gave ($50.00 a month)');
    });

    it('When the income is not a valid amount, then responds 400 and keeps the one given before', async () => {
      const user = kit.newUser();
      await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome: '52000' });

      for (const annualIncome of [-5, 'lots', 0, '12.345']) {
        const res = await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('Income must be a valid amount above 0');
      }

      expect((await kit.http().get('/api/insights/income').set(kit.as(user))).body).toEqual({ annualIncome: '52000.00' });
    });

    it('When the income is cleared, then it is forgotten', async () => {
      const user = kit.newUser();
      await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome: '52000' });

      const res = await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome: '' });

      expect(res.body).toEqual({ annualIncome: null });
      expect((await kit.http().get('/api/insights/income').set(kit.as(user))).body).toEqual({ annualIncome: null });
    });
  });

  describe.each([SUBJECTS.identityUserDataCleared, SUBJECTS.identityUserDeleted])('on %s', (subject) => {
    it("When it arrives, then the person's insights and income go, and another person's stay", async () => {
      const [user, other] = [kit.newUser(), kit.newUser()];
      for (const who of [user, other]) {
        await kit.generate(who, { timeFrame: 'all' });
        await kit.http().put('/api/insights/income').set(kit.as(who)).send({ annualIncome: 70000 });
      }
      // Clear All Data names its request; account deletion only the person.
      const payload = subject === SUBJECTS.identityUserDataCleared ? { userId: user, requestId: randomUUID() } : { userId: user };
      const event = { id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload };

      await kit.svc.bus.publish(event);
      await kit.svc.bus.publish(event);

      await eventually('the insights to go', async () => ((await kit.history(user, 'all')).body as unknown[]).length === 0);
      expect((await kit.http().get('/api/insights/income').set(kit.as(user))).body).toEqual({ annualIncome: null });
      expect((await kit.history(other, 'all')).body).toHaveLength(1);
      expect((await kit.http().get('/api/insights/income').set(kit.as(other))).body).toEqual({ annualIncome: '70000.00' });
    });
  });
});
