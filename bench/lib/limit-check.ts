// Issue 13: "checking limits costs the same at 1k and 100k activities of history". Times the limit
// check itself, called directly, for two people in the same tables: one with 1,000 activities and
// one with 100,000, spread over several years, each with the same slice inside the current month
// (and a session with two deposits every 25 activities), among 1,000 other people with 100 each:
//   - alerts' checkSpendLimits (what runs on every ledger.activity.created: settings, pending
//     changes, time zone, one statement summing every limited period over alerts.spend_entries(user_id, occurred_at, amount));
//   - ledger's spendLimitsReached (what the answer to POST /api/activities carries: the limits copy,
//     one statement over ledger.activities + ledger.deposits by (user_id, created_at)).
// Both services are composed as in production by startTestService (embedded adapters) on throwaway
// databases of the PostgreSQL server DATABASE_TEST_URL names (bench/lib/alerts.mjs points it at the
// embedded server); the history goes in by SQL in time order, then VACUUM (ANALYZE). Each call runs
// in a transaction of its own, as in the event handler and the use case, and only the call is timed.
// The two people's calls alternate, so a busy moment on the machine hits both alike. The limits are
// set above the month's spend, so each call makes every read it can (three sums) and writes nothing.
// Run: node --import tsx bench/lib/limit-check.ts  (progress on stderr, one JSON line on stdout).
// Environment: LIMIT_CHECK_CALLS (1000 per person and function, after a tenth as warm-up),
// LIMIT_CHECK_HISTORIES ("1000,100000"), LIMIT_CHECK_MONTH (200 of each person's activities in the
// current month), LIMIT_CHECK_YEARS (4), LIMIT_CHECK_OTHERS (1000), LIMIT_CHECK_OTHER_ACTIVITIES (100).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { alertsRepositories, checkSpendLimits } from '@tally/alerts/bench';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '@tally/alerts/service';
import { ledgerRepositories, spendLimitsReached } from '@tally/ledger/bench';
import { createLedgerService, ledgerConfigSchema, ledgerJobsTable } from '@tally/ledger/service';
import { zonedPeriod, type Db, type WorkScope } from '@tally/service-kit';
import { startTestService, type TestService } from '@tally/service-kit/testing';

const calls = Number(process.env.LIMIT_CHECK_CALLS ?? 1000);
const warmUp = Math.ceil(calls / 10);
const histories = (process.env.LIMIT_CHECK_HISTORIES ?? '1000,100000').split(',').map(Number);
const inMonth = Number(process.env.LIMIT_CHECK_MONTH ?? 200);
const years = Number(process.env.LIMIT_CHECK_YEARS ?? 4);
const others = Number(process.env.LIMIT_CHECK_OTHERS ?? 1000);
const othersEach = Number(process.env.LIMIT_CHECK_OTHER_ACTIVITIES ?? 100);
const timeZone = 'Australia/Sydney';

interface Person {
  history: number;
  userId: string;
  /** Activities in the current month. */
  slice: number;
  monthStart: Date;
  historyStart: Date;
}
// Well above the month's slice (about $6,000), so every call reads all it reads (three sums) and claims nothing.
const limits = { dailySpendLimit: '50000.00', weeklySpendLimit: '100000.00', monthlySpendLimit: '200000.00' };

const note = (message: string) => process.stderr.write(`[limit-check] ${message}\n`);

function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((sum, t) => sum + t, 0) / (sorted.length || 1),
  };
}

/** CPU seconds (user + system) of a process from /proc (Linux, 100 ticks a second), null when gone or unreadable. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine, from /proc/stat; null when unreadable. */
function machineBusySeconds(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}

/**
 * How busy the machine was with other work while the calls ran, as bench/lib/process-info.mjs
 * watchMachine reports it: ours are this process and the PostgreSQL backends serving the two
 * throwaway databases (found when it starts); cores' worth of CPU per second of wall time.
 */
async function watchMachine(services: TestService[]) {
  const pids: number[] = [];
  for (const svc of services) {
    const { rows } = await svc.database.pool.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    pids.push(...rows.map((r: { pid: number }) => r.pid));
  }
  const started = performance.now();
  const before = new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
  const self0 = process.cpuUsage();
  const busy0 = machineBusySeconds();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const self = process.cpuUsage(self0);
    let ours = (self.user + self.system) / 1e6;
    for (const pid of pids) {
      const now = cpuSecondsOf(pid);
      const then = before.get(pid);
      if (now !== null && then !== null && then !== undefined) ours += now - then;
    }
    const busy = machineBusySeconds();
    if (busy === null || busy0 === null) return { othersCores: null, oursCores: ours / seconds };
    return { othersCores: Math.max(0, busy - busy0 - ours) / seconds, oursCores: ours / seconds };
  };
}

/** Runs `fn` in a transaction with the repositories bound to it, as a unit of work's scope; returns the call's time in ms. */
async function timedInScope<R extends object>(db: Db, repositories: (db: Db) => R, fn: (scope: WorkScope<R>) => Promise<unknown>): Promise<number> {
  return db.transaction(async (tx) => {
    const scope: WorkScope<R> = {
      ...repositories(tx),
      publish: async () => {
        throw new Error('a limit check publishes nothing');
      },
      forgetDeadLetters: async () => {
        throw new Error('a limit check forgets nobody');
      },
      scheduleJob: async () => {
        throw new Error('a limit check schedules no job');
      },
      cancelJob: async () => {
        throw new Error('a limit check cancels no job');
      },
      forgetPublishedEvents: async () => {
        throw new Error('a limit check forgets nobody');
      },
      forgetIdempotencyKeys: async () => {
        throw new Error('a limit check forgets nobody');
      },
      afterCommit: () => {},
      beforeCommit: () => {
        throw new Error('a limit check writes nothing last');
      },
      keys: {
        claim: async () => {
          throw new Error('a limit check claims no key');
        },
        keep: async () => {
          throw new Error('a limit check claims no key');
        },
        release: async () => {
          throw new Error('a limit check claims no key');
        },
      },
    };
    const started = performance.now();
    await fn(scope);
    return performance.now() - started;
  });
}

/**
 * The history, written once into a scratch table of each database, then into the service's own
 * tables in time order (as a table fills over the years, so a person's rows lie among everyone
 * else's): each measured person's `total` activities, `inMonth` of them spread evenly from the start
 * of the current month (in their zone) to a minute ago and the rest evenly over the `years` before
 * it, and a session with two deposits for every 25th activity; around them `others` people with
 * `othersEach` activities each, one a day back from now (as bench/lib/bulk-seed.mjs seeds them).
 * Alerts keeps every amount as a spend entry, ledger as an activity or deposit; both get the same.
 */
async function seedHistory(svc: TestService, people: Person[], now: Date, salt: string, write: (table: string) => Promise<void>) {
  const pool = svc.database.pool;
  await pool.query(
    'CREATE UNLOGGED TABLE public.bench_history (user_id uuid NOT NULL, g int NOT NULL, amount numeric(12,2) NOT NULL, at timestamptz NOT NULL, measured boolean NOT NULL)',
  );
  for (const person of people) {
    await pool.query(
      `INSERT INTO public.bench_history
       SELECT $1::uuid, g, (5 + g % 50)::numeric(12,2),
         CASE WHEN g <= $2::int
           THEN $3::timestamptz + (g - 0.5) * (($4::timestamptz - $3::timestamptz) / $2::int)
           ELSE $5::timestamptz + (g - $2::int - 0.5) * (($3::timestamptz - $5::timestamptz) / greatest(1, $6::int - $2::int))
         END, true
       FROM generate_series(1, $6::int) g`,
      [person.userId, person.slice, person.monthStart, new Date(now.getTime() - 60_000), person.historyStart, person.history],
    );
  }
  await pool.query(
    `INSERT INTO public.bench_history
     SELECT md5($1 || ((g - 1) / $2::int))::uuid, g, (5 + g % 50)::numeric(12,2), $3::timestamptz - ((g - 1) % $2::int) * interval '1 day' - ((g - 1) / $2::int) * interval '1 minute', false
     FROM generate_series(1, $2::int * $4::int) g`,
    [salt, othersEach, now, others],
  );
  await write('public.bench_history');
  await pool.query('DROP TABLE public.bench_history');
}

const writeSpendEntries = (svc: TestService) => async (from: string) => {
  await svc.database.pool.query(
    `INSERT INTO alerts.spend_entries (source_id, user_id, amount, occurred_at)
     SELECT source_id, user_id, amount, at FROM (
       SELECT 'activity:' || gen_random_uuid() AS source_id, user_id, amount, at FROM ${from}
       UNION ALL
       SELECT 'deposit:' || gen_random_uuid(), user_id, amount, at - k * interval '10 minutes' FROM ${from}, generate_series(0, 1) k WHERE measured AND g % 25 = 0
     ) AS spend ORDER BY at`,
  );
};

const writeLedgerRows = (svc: TestService) => async (from: string) => {
  // As bench/lib/bulk-seed.mjs clones them: mostly settled wagers and tickets, a win every fourth, every tenth pending.
  await svc.database.pool.query(
    `INSERT INTO ledger.activities (id, user_id, type, subtype, amount, details, is_completed, is_win, win_amount, created_at, completed_at)
     SELECT gen_random_uuid(), user_id,
       CASE WHEN g % 3 = 0 THEN 'lottery' ELSE 'wagering' END,
       CASE WHEN g % 3 = 0 THEN 'Oz Lotto' WHEN g % 2 = 1 THEN 'Racing' ELSE 'Sports Betting' END,
       amount, 'bench ' || g, g % 10 <> 0,
       CASE WHEN g % 10 = 0 THEN NULL ELSE g % 4 = 0 END,
       CASE WHEN g % 10 <> 0 AND g % 4 = 0 THEN amount * 2.5 END,
       at, CASE WHEN g % 10 <> 0 THEN at END
     FROM ${from} ORDER BY at`,
  );
  await svc.database.pool.query(
    `WITH s AS (
       INSERT INTO ledger.sessions (id, user_id, type, venue, started_at, ended_at, total_deposited, deposit_count, final_amount, created_at)
       SELECT gen_random_uuid(), user_id, CASE WHEN g % 2 = 0 THEN 'slot' ELSE 'table' END, 'The Star', at - interval '20 minutes', at + interval '30 minutes', amount * 2, 2, amount, at - interval '20 minutes'
       FROM ${from} WHERE measured AND g % 25 = 0 ORDER BY at
       RETURNING id, user_id, total_deposited, ended_at
     )
     INSERT INTO ledger.deposits (id, session_id, user_id, amount, created_at)
     SELECT gen_random_uuid(), s.id, s.user_id, s.total_deposited / 2, s.ended_at - interval '30 minutes' - k * interval '10 minutes'
     FROM s, generate_series(0, 1) k ORDER BY 5`,
  );
};

async function setLimits(alerts: TestService, ledger: TestService, userId: string, now: Date) {
  const alertsRepos = alertsRepositories(alerts.database.db);
  await alertsRepos.settings.upsert(userId, limits);
  const ledgerRepos = ledgerRepositories(ledger.database.db);
  await ledgerRepos.personLimits.saveLimits(userId, { ...limits, pendingLimitChanges: [], autoCompleteAiLosses: false, changedAt: now });
}

/** EXPLAIN (ANALYZE, BUFFERS) of the month's sum each service runs (the statements the repositories send). */
async function plans(alerts: TestService, ledger: TestService, userId: string, now: Date) {
  const month = zonedPeriod('monthly', now, timeZone);
  const explain = async (svc: TestService, text: string, params: unknown[]) => {
    const { rows } = await svc.database.pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params);
    const plan = rows[0]['QUERY PLAN'][0];
    const nodes: string[] = [];
    let heapFetches = 0;
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Heap Fetches'] === 'number') heapFetches += node['Heap Fetches'];
      if (/Scan/.test(String(node['Node Type']))) nodes.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (${node['Actual Rows']} rows)`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(plan.Plan);
    return {
      scans: nodes,
      heapFetches,
      sharedHit: plan.Plan['Shared Hit Blocks'] ?? null,
      sharedRead: plan.Plan['Shared Read Blocks'] ?? null,
      executionMs: plan['Execution Time'],
    };
  };
  return {
    alertsMonthSum: await explain(alerts, 'SELECT sum(amount) FROM alerts.spend_entries WHERE user_id = $1 AND occurred_at >= $2 AND occurred_at <= $3', [
      userId,
      month.start,
      month.end,
    ]),
    ledgerSpendIn: await explain(
      ledger,
      `SELECT coalesce(sum(spend.amount) FILTER (WHERE spend.created_at BETWEEN $2 AND $3), 0)::text AS s0
       FROM (SELECT amount, created_at FROM ledger.activities WHERE user_id = $1 AND created_at BETWEEN $2 AND $3
             UNION ALL SELECT amount, created_at FROM ledger.deposits WHERE user_id = $1 AND created_at BETWEEN $2 AND $3) AS spend`,
      [userId, month.start, month.end],
    ),
  };
}

async function main() {
  note(`starting alerts and ledger (embedded adapters) on ${process.env.DATABASE_TEST_URL ? 'the server DATABASE_TEST_URL names' : 'the local PostgreSQL server'}`);
  const alerts = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  const ledger = await startTestService({ jobsTable: ledgerJobsTable, create: createLedgerService, configSchema: ledgerConfigSchema });
  try {
    const server = (await alerts.database.pool.query('SHOW server_version')).rows[0].server_version as string;
    const now = new Date();
    const month = zonedPeriod('monthly', now, timeZone);
    const people: Person[] = histories.map((history) => ({
      history,
      userId: randomUUID(),
      slice: Math.min(inMonth, history),
      monthStart: month.start,
      historyStart: new Date(month.start.getTime() - years * 365.25 * 24 * 3600 * 1000),
    }));
    const seedStarted = performance.now();
    const salt = randomUUID();
    await seedHistory(alerts, people, now, salt, writeSpendEntries(alerts));
    await seedHistory(ledger, people, now, salt, writeLedgerRows(ledger));
    for (const person of people) await setLimits(alerts, ledger, person.userId, now);
    await alerts.database.pool.query('VACUUM (ANALYZE) alerts.spend_entries');
    await ledger.database.pool.query('VACUUM (ANALYZE) ledger.activities, ledger.sessions, ledger.deposits');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    note(
      `seeded ${histories.join(' and ')} activities (${inMonth} of each in this month) among ${others} others with ${othersEach} each in ${seedSeconds.toFixed(1)} s, PostgreSQL ${server}`,
    );

    // What the check reads must be there: limits in force in both services, the month's spend the same in both.
    const alertsRepos = alertsRepositories(alerts.database.db);
    const ledgerRepos = ledgerRepositories(ledger.database.db);
    const checks = [];
    for (const person of people) {
      const copy = await ledgerRepos.personLimits.get(person.userId);
      const saved = await alertsRepos.settings.get(person.userId);
      if (!copy?.settings.monthlySpendLimit || !saved.monthlySpendLimit || !saved.dailySpendLimit || !saved.weeklySpendLimit) throw new Error('limits are not set');
      const [alertsMonth] = await alertsRepos.spend.totals(person.userId, [month]);
      const [ledgerMonth] = await ledgerRepos.personLimits.spendIn(person.userId, [month]);
      if (Number(alertsMonth) !== Number(ledgerMonth)) throw new Error(`the month's spend differs: alerts ${alertsMonth}, ledger ${ledgerMonth}`);
      checks.push({ history: person.history, monthSpent: alertsMonth });
    }

    const times = new Map(people.map((p) => [p.userId, { alerts: [] as number[], ledger: [] as number[] }]));
    const push = async () => {};
    note(`timing ${calls} calls of each per person after ${warmUp} unmeasured, the people alternating`);
    const machine = await watchMachine([alerts, ledger]);
    const started = performance.now();
    for (let i = 0; i < warmUp + calls; i += 1) {
      const order = i % 2 ? [...people].reverse() : people;
      for (const person of order) {
        const at = new Date();
        const a = await timedInScope(alerts.database.db, alertsRepositories, (scope) => checkSpendLimits(scope, push, person.userId, at, timeZone));
        const l = await timedInScope(ledger.database.db, ledgerRepositories, (scope) => spendLimitsReached(scope, person.userId, at, timeZone));
        if (i >= warmUp) {
          times.get(person.userId)!.alerts.push(a);
          times.get(person.userId)!.ledger.push(l);
        }
      }
    }
    const timingSeconds = (performance.now() - started) / 1000;
    const { othersCores, oursCores } = machine();
    const created = (await alerts.database.pool.query('SELECT count(*)::int AS n FROM alerts.notifications')).rows[0].n as number;
    if (created !== 0) throw new Error(`the checks created ${created} notifications; the limits were meant to stay unreached`);

    const result = {
      server: `PostgreSQL ${server}`,
      timeZone,
      inMonth,
      years,
      seedSeconds,
      timingSeconds,
      // Other work on the machine while the calls ran (null without /proc); ours: this process and its PostgreSQL backends.
      othersCores,
      oursCores,
      people: [] as unknown[],
    };
    for (const [index, person] of people.entries()) {
      result.people.push({
        history: person.history,
        inMonth: person.slice,
        historyFrom: person.historyStart.toISOString(),
        others: { people: others, activitiesEach: othersEach },
        monthSpent: checks[index].monthSpent,
        alerts: summary(times.get(person.userId)!.alerts),
        ledger: summary(times.get(person.userId)!.ledger),
        plans: await plans(alerts, ledger, person.userId, now),
      });
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await ledger.stop();
    await alerts.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    note(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
