// Bytes per row of every table a wager grows, from a real database (issue 29's scale plan, docs/scale-plan.md):
// people sign up and log wagers through the gateway of a distributed stack (as the app sends them: pending,
// with an Idempotency-Key; every third person with a daily limit the wagers cross, so alerts notifies) and ask
// for insights; once every event is through, each table's rows, heap, index and TOAST bytes are read from
// PostgreSQL's own size functions. What each table gains per wager (rows per wager times bytes per row) is what
// the plan multiplies by people and months. Also what one wager and one poll of the active session cost the
// database: transactions and rows read and written (pg_stat_database of the run's own database, less what the
// idle services do in the same time).
import { randomUUID } from 'node:crypto';
import { withClient } from '../../scripts/lib/database.mjs';
import { sleep } from '../../scripts/lib/net.mjs';
import { distributedServers, startBenchStack } from './distributed-stack.mjs';
import { jetStreamLag } from './load-mix.mjs';
import { registerAndLogin } from './seed.mjs';

/** The knobs of BENCH_ONLY=row-sizes. */
function rowSizesPlan() {
  return {
    people: Number(process.env.BENCH_ROWS_PEOPLE ?? 40),
    wagers: Number(process.env.BENCH_ROWS_WAGERS ?? 6000),
    polls: Number(process.env.BENCH_ROWS_POLLS ?? 6000),
    insightsPerPerson: Number(process.env.BENCH_ROWS_INSIGHTS ?? 3),
    concurrency: Number(process.env.BENCH_ROWS_CONCURRENCY ?? 16),
  };
}

/**
 * @param {{ note: (m: string) => void }} options
 */
export async function benchRowSizes({ note }) {
  const plan = rowSizesPlan();
  const servers = await distributedServers();
  if (!servers) throw new Error('PostgreSQL, NATS or Redis does not answer: row sizes need the distributed stack');
  const stack = await startBenchStack(servers);
  try {
    note(`row sizes: signing up ${plan.people} people`);
    const people = [];
    for (let i = 0; i < plan.people; i++) {
      const person = await registerAndLogin(stack.base, stack.base, stack.mailboxDir);
      if (i % 3 === 0) await person.api.patch('/api/settings', { dailySpendLimit: 200 });
      people.push(person);
    }
    const natsLag = jetStreamLag(servers.natsUrl, stack.stream);
    const settled = async () => {
      for (let waited = 0; waited < 120_000; waited += 500) {
        if ((await unpublished(stack.databaseUrl)) === 0 && (await natsLag()) === 0) return;
        await sleep(500);
      }
    };
    /** Runs `count` calls, `plan.concurrency` at a time; the failures. */
    const many = async (count, act) => {
      let next = 0;
      let failures = 0;
      await Promise.all(
        Array.from({ length: plan.concurrency }, async () => {
          while (next < count) {
            const index = next++;
            if (!(await act(index, people[index % people.length]))) failures += 1;
          }
        }),
      );
      return failures;
    };
    const idle = await measured(stack.databaseUrl, () => sleep(15_000));
    note(`row sizes: ${plan.wagers} wagers, ${plan.concurrency} at a time`);
    let wagerSeconds = 0;
    let failed = 0;
    const wagering = await measured(stack.databaseUrl, async () => {
      const started = Date.now();
      failed = await many(plan.wagers, async (index, person) => {
        const body = { type: 'wagering', subtype: 'Racing', amount: 5 + (index % 40), isCompleted: false };
        return (await person.api.post('/api/activities', body, { 'idempotency-key': randomUUID() })).status === 201;
      });
      wagerSeconds = (Date.now() - started) / 1000;
      await settled();
    });
    note(`row sizes: ${plan.polls} polls of the active session`);
    const polling = await measured(stack.databaseUrl, () => many(plan.polls, async (_index, person) => (await person.api.get('/api/sessions/active')).status === 200));
    for (const person of people) {
      for (let i = 0; i < plan.insightsPerPerson; i++) await person.api.post('/api/insights/generate', { timeFrame: 'month' });
    }
    note('row sizes: waiting for every event to be published and consumed');
    await settled();
    const tables = await tableSizes(stack.databaseUrl);
    const perCall = (phase, calls) => perOperation(phase, idle, calls);
    return {
      plan,
      failedWagers: failed,
      wagersPerSecond: plan.wagers / wagerSeconds,
      tables,
      database: { perWager: perCall(wagering, plan.wagers), perPoll: perCall(polling, plan.polls) },
    };
  } finally {
    await stack.stop();
  }
}

/**
 * The database's counters (pg_stat_database) around `act`, and how long it took. Backends report their counters when
 * they go idle, at most every 10 s (PostgreSQL 15's PGSTAT_IDLE_INTERVAL): each reading waits that out first.
 * @param {string} url
 * @param {() => Promise<unknown>} act
 */
async function measured(url, act) {
  await sleep(11_000);
  const before = await databaseCounters(url);
  const started = Date.now();
  await act();
  const seconds = (Date.now() - started) / 1000;
  await sleep(11_000);
  const after = await databaseCounters(url);
  return { seconds, counters: Object.fromEntries(Object.keys(before).map((key) => [key, after[key] - before[key]])) };
}

/** @param {string} url */
async function databaseCounters(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select xact_commit + xact_rollback as transactions, xact_rollback as rollbacks, tup_returned + tup_fetched as rows_read, tup_inserted + tup_updated + tup_deleted as rows_written
       from pg_stat_database where datname = current_database()`,
    );
    return { transactions: Number(rows[0].transactions), rollbacks: Number(rows[0].rollbacks), rowsRead: Number(rows[0].rows_read), rowsWritten: Number(rows[0].rows_written) };
  });
}

/**
 * A phase's counters per call, less what the services do idle (their relays' and pollers' own queries) in as long.
 * @param {{ seconds: number, counters: Record<string, number> }} phase
 * @param {{ seconds: number, counters: Record<string, number> }} idle
 * @param {number} calls
 */
function perOperation(phase, idle, calls) {
  return Object.fromEntries(Object.entries(phase.counters).map(([key, value]) => [key, (value - (idle.counters[key] / idle.seconds) * phase.seconds) / calls]));
}

/** @param {string} url */
async function unpublished(url) {
  return withClient(url, async (client) => {
    const schemas = await client.query(`select table_schema from information_schema.tables where table_name = 'outbox'`);
    let waiting = 0;
    for (const { table_schema: schema } of schemas.rows)
      waiting += (await client.query(`select count(*)::int as n from "${schema}".outbox where published_at is null`)).rows[0].n;
    return waiting;
  });
}

/**
 * Each table of the services' schemas with rows: exact row count, and heap, index and TOAST bytes after VACUUM
 * (dead row versions of updated rows, as the outbox's, become free space the table keeps, as in production).
 * @param {string} url
 */
async function tableSizes(url) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'public') and n.nspname not like 'pg_toast%' and c.relname not like '__drizzle%'
       order by 1, 2`,
    );
    const sizes = [];
    // The backends' last counters (rows each table was given, rolled back or not) reach pg_stat_user_tables once they idle.
    await sleep(11_000);
    for (const { schema, name } of tables) {
      const table = `"${schema}"."${name}"`;
      // Rows inserted and updated over the run, committed or rolled back: each left a row version the heap made room for.
      const {
        rows: [written],
      } = await client.query(`select n_tup_ins as inserted, n_tup_upd as updated, n_tup_del as deleted from pg_stat_user_tables where relid = $1::regclass`, [table]);
      await client.query(`vacuum (analyze) ${table}`);
      const { rows } = await client.query(
        `select (select count(*) from ${table})::bigint as rows, pg_relation_size($1::regclass) as heap, pg_indexes_size($1::regclass) as indexes,
                pg_total_relation_size($1::regclass) as total`,
        [table],
      );
      const [{ rows: count, heap, indexes, total }] = rows;
      if (Number(count) === 0) continue;
      sizes.push({
        table: `${schema}.${name}`,
        rows: Number(count),
        inserted: Number(written?.inserted ?? 0),
        updated: Number(written?.updated ?? 0),
        deleted: Number(written?.deleted ?? 0),
        heapBytes: Number(heap),
        indexBytes: Number(indexes),
        totalBytes: Number(total),
        bytesPerRow: Number(total) / Number(count),
      });
    }
    return sizes;
  });
}

/**
 * The result as lines of the bench's report.
 * @param {Awaited<ReturnType<typeof benchRowSizes>>} result
 */
export function rowSizesLines(result) {
  const wagers = result.plan.wagers;
  const lines = [
    `Row sizes: ${wagers} wagers by ${result.plan.people} people (${result.failedWagers} failed, ${result.wagersPerSecond.toFixed(0)}/s), ${result.plan.insightsPerPerson} insights each; after VACUUM`,
    `  ${'table'.padEnd(34)} ${'rows'.padStart(8)} ${'per wager'.padStart(9)} ${'heap B'.padStart(10)} ${'index B'.padStart(10)} ${'total B'.padStart(10)} ${'B/row'.padStart(7)}  inserted/updated/deleted over the run`,
  ];
  for (const [what, counts] of Object.entries(result.database)) {
    lines.push(
      `  database ${what}: ${counts.transactions.toFixed(2)} transactions (${counts.rollbacks.toFixed(3)} rolled back), ${counts.rowsRead.toFixed(1)} rows read, ${counts.rowsWritten.toFixed(2)} rows written`,
    );
  }
  for (const t of result.tables) {
    lines.push(
      `  ${t.table.padEnd(34)} ${String(t.rows).padStart(8)} ${(t.rows / wagers).toFixed(3).padStart(9)} ${String(t.heapBytes).padStart(10)} ${String(t.indexBytes).padStart(10)} ${String(t.totalBytes).padStart(10)} ${t.bytesPerRow.toFixed(0).padStart(7)}  ${t.inserted}/${t.updated}/${t.deleted}`,
    );
  }
  return lines;
}
