import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ALL_SUBJECTS, type EventEnvelope, type Subject } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { createLedgerService, ledgerConfigSchema, ledgerJobsTable } from '../../src/create-ledger-service';

/** A 1x1 PNG, as the camera flow would send it. */
export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const wager = (amount: unknown = 25, extra: Record<string, unknown> = {}) => ({ type: 'wagering', subtype: 'Racing', amount, isCompleted: false, ...extra });
export const ticket = (amount: unknown = '7.50', extra: Record<string, unknown> = {}) => ({ type: 'lottery', subtype: 'Saturday Lotto', amount, isCompleted: false, ...extra });

/**
 * Ledger composed as in production on a fresh database, with a clock the test sets (each
 * reading moves it on by a millisecond after answering, so creation order is never a tie) and every ledger event
 * it publishes captured.
 */
export async function startLedger({ env }: { env?: Record<string, string> } = {}) {
  let now = Date.parse('2026-03-10T01:00:00.000Z');
  const svc: TestService = await startTestService({
    jobsTable: ledgerJobsTable,
    create: createLedgerService,
    clock: () => new Date(now++),
    ...(env ? { configSchema: ledgerConfigSchema, env } : {}),
  });
  const events: EventEnvelope[] = [];
  for (const subject of ALL_SUBJECTS.filter((s) => s.startsWith('ledger.'))) {
    await svc.bus.subscribe({ subject, durable: `test-capture-${subject}`, handle: async (event) => void events.push(event) });
  }
  // The zone the gateway's token carries for each person (none: the token has no tz claim).
  const zones = new Map<string, string>();
  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId, undefined, userId ? (zones.get(userId) ?? null) : null) });
  const http = () => request(svc.handler);
  return {
    svc,
    events,
    as,
    http,
    /** Moves the service's clock to `iso`. */
    setTime(iso: string) {
      now = Date.parse(iso);
    },
    newUser: () => randomUUID(),
    /** The person's time zone from now on, as the gateway's token would carry it. */
    setZone(userId: string, timeZone: string) {
      zones.set(userId, timeZone);
    },
    /** The first event of `subject` about `id` (an activity or session id), once the relay sent it. */
    eventAbout(subject: Subject, key: 'activityId' | 'sessionId' | 'depositId', id: string) {
      return eventually(`${subject} for ${id}`, async () => events.find((e) => e.subject === subject && (e.payload as Record<string, unknown>)[key] === id));
    },
    eventsAbout(subject: Subject, key: 'activityId' | 'sessionId' | 'depositId', id: string) {
      return events.filter((e) => e.subject === subject && (e.payload as Record<string, unknown>)[key] === id);
    },
    postActivity: (userId: string, body: object) => http().post('/api/activities').set(as(userId)).send(body),
    listActivities: (userId: string, query = '') => http().get(`/api/activities${query}`).set(as(userId)),
    startSession: (userId: string, body: object = { type: 'slot', venue: 'The Star', isActive: true }) => http().post('/api/sessions').set(as(userId)).send(body),
    deposit: (userId: string, sessionId: string, amount: unknown) => http().post(`/api/sessions/${sessionId}/deposits`).set(as(userId)).send({ amount }),
    endSession: (userId: string, sessionId: string, finalAmount: unknown) => http().post(`/api/sessions/${sessionId}/end`).set(as(userId)).send({ finalAmount }),
    stats: (userId: string, query = '') => http().get(`/api/stats${query}`).set(as(userId)),
    stop: () => svc.stop(),
  };
}
export type LedgerKit = Awaited<ReturnType<typeof startLedger>>;
