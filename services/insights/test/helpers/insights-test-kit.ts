import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestService } from '@tally/service-kit/testing';
import { insightsConfigSchema } from '../../src/config';
import { createInsightsService, insightsJobsTable } from '../../src/create-insights-service';
import { startStandInLedger } from './stand-in-ledger';

/** Insights composed as in production on a fresh database, reading records from a stand-in ledger, with a clock the test sets. */
export async function startInsights(env: Record<string, string> = {}) {
  const ledger = await startStandInLedger();
  let now = Date.parse('2026-11-25T01:00:00.000Z');
  const svc = await startTestService({
    jobsTable: insightsJobsTable,
    create: createInsightsService,
    configSchema: insightsConfigSchema,
    env: { LEDGER_URL: ledger.url, LEDGER_TIMEOUT_MS: '2000', ...env },
    clock: () => new Date(now++),
  });
  ledger.trust(svc.auth.key);
  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId, userId ? `sess-${userId}` : null, 'Australia/Sydney') });
  const http = () => request(svc.handler);
  return {
    svc,
    ledger,
    as,
    http,
    newUser: () => randomUUID(),
    setTime(iso: string) {
      now = Date.parse(iso);
    },
    generate: (userId: string, body: object = { timeFrame: 'month' }) => http().post('/api/insights/generate').set(as(userId)).send(body),
    history: (userId: string, timeFrame = 'month') => http().get(`/api/insights/history/${timeFrame}`).set(as(userId)),
    async stop() {
      await svc.stop();
      await ledger.close();
    },
  };
}
export type InsightsKit = Awaited<ReturnType<typeof startInsights>>;
