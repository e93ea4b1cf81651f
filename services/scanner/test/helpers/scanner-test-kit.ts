import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { SUBJECTS, type ResultCheckedEvent } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { createScannerService, scannerConfigSchema, scannerJobsTable, type ScannerOverrides } from '../../src/create-scanner-service';
import { jobs, outbox, processedEvents, resultChecks, scans } from '../../src/db/schema';

/** Scanner composed as in production on a fresh database, with the overrides a test needs. */
export async function startScanner(options: { mode?: 'embedded' | 'distributed'; env?: Record<string, string>; overrides?: ScannerOverrides; clock?: () => Date } = {}) {
  const svc = await startTestService({
    mode: options.mode,
    jobsTable: scannerJobsTable,
    configSchema: scannerConfigSchema,
    env: options.env,
    clock: options.clock,
    create: (deps) => createScannerService(deps, options.overrides),
  });
  return withHelpers(svc);
}

function withHelpers(svc: TestService) {
  const db = () => svc.database.db;
  return Object.assign(svc, {
    as: (userId: string) => ({ Authorization: svc.auth.header(userId) }),
    scanImage: (userId: string, imageBase64: string) =>
      request(svc.handler)
        .post('/api/interpret-ticket-image')
        .set({ Authorization: svc.auth.header(userId) })
        .send({ imageBase64 }),
    publish: (subject: string, payload: object, id: string = randomUUID()) => svc.bus.publish({ id, subject, occurredAt: new Date().toISOString(), payload }),
    /** Every `scanner.result.checked` written to the outbox for this activity. */
    async checkedEvents(activityId: string): Promise<ResultCheckedEvent[]> {
      const rows = await db().select().from(outbox).where(eq(outbox.subject, SUBJECTS.scannerResultChecked));
      return rows.map((r) => r.payload as ResultCheckedEvent).filter((p) => p.activityId === activityId);
    },
    keptScans: (userId: string) => db().select().from(scans).where(eq(scans.userId, userId)),
    /** The in-process scheduler's row of a job (embedded mode). */
    jobRows: (jobId: string) => db().select().from(jobs).where(eq(jobs.id, jobId)),
    checksOf: (userId: string) => db().select().from(resultChecks).where(eq(resultChecks.userId, userId)),
    /** The "processed" markers of one message (one per durable that applied it in a transaction). */
    markersOf: (messageId: string) => db().select().from(processedEvents).where(eq(processedEvents.messageId, messageId)),
  });
}
export type ScannerUnderTest = Awaited<ReturnType<typeof startScanner>>;

/** A `ledger.activity.created` payload for a pending ticket, as ledger publishes it. */
export function activityCreated(userId: string, extra: Record<string, unknown> = {}) {
  return {
    userId,
    activityId: randomUUID(),
    type: 'wagering',
    subtype: 'Racing',
    amount: '10.00',
    isCompleted: false,
    createdAt: new Date().toISOString(),
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    betType: null,
    horseNumber: null,
    horseSelections: null,
    isBoxed: null,
    racingSubtype: null,
    scanId: null,
    eventAt: null,
    ...extra,
  } as { userId: string; activityId: string } & Record<string, unknown>;
}
