import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { runMigrations, type Db } from '@tally/service-kit';
import { createTestDatabase, type TestDatabase } from '@tally/service-kit/testing';
import { ledgerRepositories } from '../domain/ledger-work';
import { migrationsFolder } from '../migrations-folder';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * The budgets (stats for a month in 10 ms, the latest five activities and the active session in
 * 5 ms, for a person with 50,000 activities and 2,000 sessions) rest on each read being a range of
 * a matching index. This checks the plans PostgreSQL picks for the repositories' own SQL (`npm run bench`
 * measures the times).
 */
describe('ledger query plans for a heavy user', () => {
  let database: TestDatabase;
  const heavy = randomUUID();
  const captured: Array<{ query: string; params: unknown[] }> = [];
  let repos: ReturnType<typeof ledgerRepositories>;
  const month = { start: new Date('2025-06-01T00:00:00Z'), end: new Date('2025-06-30T23:59:59Z') };

  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database, { schema: 'ledger', folder: migrationsFolder });
    const q = (text: string, params: unknown[] = []) => database.pool.query(text, params);
    await q(
      `insert into ledger.activities (id, user_id, type, subtype, amount, is_completed, is_win, win_amount, created_at, details)
       select gen_random_uuid(), $1, case when i % 3 = 0 then 'lottery' else 'wagering' end, 'Racing', i % 50 + 1, i % 250 <> 0, i % 4 = 0,
              case when i % 4 = 0 then i % 90 end, timestamptz '2024-01-01' + i * interval '30 minutes', 'Randwick R4 #7 Win'
       from generate_series(1, 50000) i`,
      [heavy],
    );
    await q(`insert into ledger.activities (id, user_id, type, subtype, amount, created_at)
             select gen_random_uuid(), u, 'wagering', 'Racing', 5, timestamptz '2024-01-01' + i * interval '3 hours'
             from generate_series(1, 50) g, lateral (select gen_random_uuid() as u, g) x, generate_series(1, 200) i`);
    await q(
      `insert into ledger.sessions (id, user_id, type, started_at, ended_at, total_deposited, deposit_count, final_amount)
       select gen_random_uuid(), $1, 'slot', timestamptz '2024-01-01' + i * interval '12 hours', timestamptz '2024-01-01' + i * interval '12 hours' + interval '1 hour', 50, 3, i % 70
       from generate_series(1, 1999) i`,
      [heavy],
    );
    await q(`insert into ledger.sessions (id, user_id, type, started_at, total_deposited, deposit_count) values (gen_random_uuid(), $1, 'table', now(), 20, 1)`, [heavy]);
    await q('vacuum analyze ledger.activities');
    await q('vacuum analyze ledger.sessions');
    const db = drizzle(database.pool, { logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db;
    repos = ledgerRepositories(db);
  }, 60_000);
  afterAll(() => database.close());

  /** The plan of every statement `run` sends. */
  async function plansOf(run: () => Promise<unknown>): Promise<PlanNode[][]> {
    captured.length = 0;
    await run();
    const plans: PlanNode[][] = [];
    for (const { query, params } of captured) {
      const { rows } = await database.pool.query(`explain (analyze, format json) ${query}`, params);
      plans.push(nodes(rows[0]['QUERY PLAN'][0].Plan));
    }
    return plans;
  }

  it('should sum a month of stats from index-only scans of both tables', async () => {
    const [plan] = await plansOf(() => repos.stats.totals(heavy, month));
    const scans = plan.filter((n) => n['Node Type'] === 'Index Only Scan');
    expect(scans.map((n) => n['Index Name']).sort()).toEqual(['activities_user_created_idx', 'sessions_user_started_idx']);
    expect(scans.every((n) => n['Heap Fetches'] === 0)).toBe(true);
    expect(plan.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it('should keep those index-only scans in the generic plan PostgreSQL switches the prepared stats statement to', async () => {
    captured.length = 0;
    await repos.stats.totals(heavy, month);
    const [{ query, params }] = captured;
    // After five runs of a named statement PostgreSQL may plan it once for any bounds; force that plan.
    const literal = (value: unknown) => (value === null ? 'null' : `'${value instanceof Date ? value.toISOString() : String(value)}'`);
    const client = await database.pool.connect();
    try {
      await client.query(`prepare stats_generic as ${query}`);
      await client.query('set plan_cache_mode = force_generic_plan');
      const { rows } = await client.query(`explain (analyze, format json) execute stats_generic(${params.map(literal).join(', ')})`);
      const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
      const scans = plan.filter((n) => n['Node Type'] === 'Index Only Scan');
      expect(scans.map((n) => n['Index Name']).sort()).toEqual(['activities_user_created_idx', 'sessions_user_started_idx']);
      expect(plan.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
    } finally {
      await client.query('deallocate all; reset plan_cache_mode').catch(() => undefined);
      client.release();
    }
  });

  it('should read the first page of activities straight from the list index, without sorting', async () => {
    const [plan] = await plansOf(() => repos.activities.listPage(heavy, { limit: 5 }));
    expect(plan.find((n) => n['Node Type'] === 'Index Scan')?.['Index Name']).toBe('activities_user_pending_created_idx');
    expect(plan.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it('should resume later pages inside the list index', async () => {
    const [last] = (await repos.activities.listPage(heavy, { limit: 250 })).slice(-1);
    const plans = await plansOf(() => repos.activities.listPage(heavy, { limit: 50, cursor: { at: last.createdAt, id: last.id, pending: !last.isCompleted } }));
    // Completed rows are most of them, so walking the created index back from the cursor serves as well.
    for (const plan of plans) {
      expect(['activities_user_pending_created_idx', 'activities_user_created_idx']).toContain(plan.find((n) => n['Node Type'] === 'Index Scan')?.['Index Name']);
      expect(plan.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Seq Scan')).toBe(false);
    }
  });

  it('should list a month by date as a range of the created index', async () => {
    // The planner may walk the range backwards or bitmap it and sort a month's rows; either is a range read.
    const [plan] = await plansOf(() => repos.activities.listByDate(heavy, { ...month, limit: 1000 }));
    expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual(['activities_user_created_idx']);
    expect(plan.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it('should find the active session with one probe of the partial unique index', async () => {
    const [plan] = await plansOf(() => repos.sessions.findActive(heavy));
    expect(plan.find((n) => n['Node Type'] === 'Index Scan')?.['Index Name']).toBe('sessions_one_active_idx');
  });

  it('should list the latest sessions from the sessions index', async () => {
    const [plan] = await plansOf(() => repos.sessions.list(heavy, { limit: 3 }));
    expect(plan.find((n) => n['Node Type'] === 'Index Scan')?.['Index Name']).toBe('sessions_user_started_idx');
    expect(plan.some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it('should sum the spend-limit windows from index-only ranges of activities and deposits, whatever the history', async () => {
    await database.pool.query(
      `insert into ledger.deposits (id, session_id, user_id, amount, created_at)
       select gen_random_uuid(), s.id, s.user_id, 10 + g, s.started_at + g * interval '10 minutes' from ledger.sessions s, generate_series(1, 3) g where s.user_id = $1`,
      [heavy],
    );
    await database.pool.query('vacuum analyze ledger.deposits');
    const day = { start: new Date('2025-06-14T14:00:00Z'), end: new Date('2025-06-15T13:59:59.999Z') };
    const [plan] = await plansOf(() => repos.personLimits.spendIn(heavy, [day, month]));
    const ranges = plan.filter((n) => n['Index Name']);
    expect(ranges.map((n) => n['Index Name']).sort()).toEqual(['activities_user_created_idx', 'deposits_user_created_idx']);
    expect(ranges.every((n) => n['Node Type'] === 'Index Only Scan')).toBe(true);
    expect(plan.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it("should read a statement's 13 months of sums and its month's lines as ranges of the user indexes", async () => {
    const plans = await plansOf(async () => {
      await repos.statements.monthTotals(heavy, 'Australia/Sydney', { from: '2024-06-01', to: '2025-06-01' });
      await repos.statements.lines(heavy, 'Australia/Sydney', month);
    });
    expect(plans).toHaveLength(2);
    // The sums are index-only over activities; the lines a bitmap range (the index does not carry the subtype). The
    // sessions table here holds little but this person's 2,000 rows, so PostgreSQL may rightly read it whole.
    expect(plans[0].filter((n) => n['Index Name'] === 'activities_user_created_idx').map((n) => n['Node Type'])).toEqual(['Index Only Scan']);
    expect(plans[1].filter((n) => n['Index Name']).map((n) => n['Index Name'])).toEqual(['activities_user_created_idx', 'sessions_user_started_idx']);
    for (const plan of plans) expect(plan.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'activities')).toBe(false);
  });

  it('should list the months with one index-only range per month and table, never reading the whole history', async () => {
    const [plan] = await plansOf(() => repos.statements.monthList(heavy, 'Australia/Sydney'));
    const ranges = plan.filter((n) => n['Index Name'] === 'activities_user_created_idx');
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((n) => n['Node Type'] === 'Index Only Scan')).toBe(true);
    expect(plan.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'activities')).toBe(false);
  });
});
