import type { WorkScope } from '@tally/service-kit';
import type { AlertsContext } from './alerts-context';
import type { AlertsRepos } from './alerts-work';
import { statementJobId, statementReady } from './statement-ready';

/** A transaction stand-in: records job changes, and commits (runs after-commit callbacks) when told. */
function fakeScope(monthsWithSpend: string[] = []) {
  const scheduled: string[] = [];
  const cancelled: string[] = [];
  const committed: Array<() => void> = [];
  const scope = {
    scheduleJob: async (_name: string, _data: unknown, options: { jobId: string }) => void scheduled.push(options.jobId),
    cancelJob: async (jobId: string) => void cancelled.push(jobId),
    afterCommit: (callback: () => void) => void committed.push(callback),
    spend: { utcMonthsWithSpend: async () => monthsWithSpend },
  } as unknown as WorkScope<AlertsRepos>;
  const commit = () => committed.splice(0).forEach((callback) => callback());
  return { scope, scheduled, cancelled, commit };
}

describe("the month's statement notice", () => {
  const now = new Date('2026-11-20T03:00:00Z');
  const ctx = { clock: () => now } as unknown as AlertsContext;
  const user = '6a1f0c3e-8d2b-4b7a-9c51-2f0e7d4a1b90';
  const november = statementJobId(user, '2026-11');

  it("When a month's later spends come, then the notice is scheduled by the first and not again while this process has it", async () => {
    const statements = statementReady(ctx);
    const tx = fakeScope();
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 4);
    tx.commit();
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 5);
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 6);
    expect(tx.scheduled).toEqual([november]);
  });

  it('When a transaction that scheduled it rolled back, then the next spend schedules it', async () => {
    const statements = statementReady(ctx);
    const rolledBack = fakeScope();
    await statements.schedule(rolledBack.scope, user, now, 'Australia/Sydney', 2);
    const next = fakeScope();
    await statements.schedule(next.scope, user, now, 'Australia/Sydney', 3);
    expect(next.scheduled).toEqual([november]);
  });

  it("When the spend is the month's first, then it always schedules (a replica may have cancelled the notice with Clear All Data)", async () => {
    const statements = statementReady(ctx);
    const tx = fakeScope();
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 1);
    tx.commit();
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 1);
    expect(tx.scheduled).toEqual([november, november]);
  });

  it('When the person clears their data here, then the next spend schedules again', async () => {
    const statements = statementReady(ctx);
    const tx = fakeScope(['2026-11']);
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 3);
    tx.commit();
    await statements.forget(tx.scope, user);
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 3);
    expect(tx.cancelled).toContain(november);
    expect(tx.scheduled).toEqual([november, november]);
  });

  it('When a spend falls in another month of the zone, then that month has its own notice', async () => {
    const statements = statementReady(ctx);
    const tx = fakeScope();
    await statements.schedule(tx.scope, user, now, 'Australia/Sydney', 3);
    tx.commit();
    // 30 November 14:00 UTC is already 1 December in Sydney.
    await statements.schedule(tx.scope, user, new Date('2026-11-30T14:00:00Z'), 'Australia/Sydney', 3);
    expect(tx.scheduled).toEqual([november, statementJobId(user, '2026-12')]);
  });
});
