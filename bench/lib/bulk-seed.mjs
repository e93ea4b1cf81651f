// Creating 50,000 activities through the API takes minutes in embedded mode, so the bench creates a
// first batch through the API and clones it in SQL: real rows in the ledger's own tables, same
// shape and same indexes, only ids, times (and for other people, the owner) differ. Nothing else
// reads them (no events are sent for clones). Then VACUUM (ANALYZE), so the planner's statistics
// and the visibility map (index-only scans) are what a settled database has, not a fresh bulk load.

/**
 * @typedef {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[], rowCount?: number | null }> }} Queryable
 *   a pg client
 * @typedef {{ column_name: string, data_type: string, column_default: string | null, is_generated: string }} Column
 */

/**
 * What to seed around the person the bench signs in as (the tracking issue's heavy user).
 * @typedef {object} BulkPlan
 * @property {string} userId the signed-in person, whose first batch (activities, ended sessions) was created through the API
 * @property {number} activities their activities in total
 * @property {number} sessions their sessions in total, each with the deposits of the session it was cloned from
 * @property {number} others other people, each with `othersActivities` activities (their rows exist in the ledger only)
 * @property {number} othersActivities
 */

/** @param {string} name */
const q = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The ledger's schema (the one holding `activities`; other schemas have a `sessions` table too).
 * @param {Queryable} db
 */
async function ledgerSchema(db) {
  const { rows } = await db.query(
    "SELECT table_schema FROM information_schema.tables WHERE table_name = 'activities' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY (table_schema = 'ledger') DESC",
  );
  if (!rows.length) throw new Error('no activities table found');
  return /** @type {string} */ (rows[0].table_schema);
}

/**
 * @param {Queryable} db
 * @param {string} schema
 * @param {string} table
 * @returns {Promise<Column[]>}
 */
async function columnsOf(db, schema, table) {
  const { rows } = await db.query(
    'SELECT column_name, data_type, column_default, is_generated FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
    [schema, table],
  );
  if (!rows.length) throw new Error(`no table ${schema}.${table}`);
  return rows;
}

/**
 * The columns to insert and the expression of each, read from `from` (a row of the source table
 * plus bench_new_id and bench_shift): every column copied, ids new, every timestamp moved by the shift.
 * @param {Column[]} columns
 * @param {string} from alias of the source row
 * @param {Record<string, string>} set column -> SQL expression that replaces the copy
 */
function copyExpressions(columns, from, set) {
  const names = [];
  const expressions = [];
  for (const column of columns) {
    if (column.is_generated === 'ALWAYS') continue;
    const name = column.column_name;
    if (name === 'id' && column.column_default) continue; // serial / identity / default uuid
    names.push(q(name));
    if (name in set) expressions.push(set[name]);
    else if (name === 'id') {
      if (column.data_type !== 'uuid') throw new Error(`cannot make ids of type ${column.data_type}`);
      expressions.push('gen_random_uuid()');
    } else if (/^timestamp/.test(column.data_type)) expressions.push(`${from}.${q(name)} + copies.bench_shift`);
    else expressions.push(`${from}.${q(name)}`);
  }
  return { names: names.join(', '), expressions: expressions.join(', ') };
}

/**
 * Insert `copies` clones of some template rows, cycling over them, in batches. Copy g (1..copies)
 * is template row (g - 1) mod n with its `anchor` time set to `at` (an SQL expression of g and
 * bench_base, the oldest template's anchor) and every other timestamp moved by the same amount.
 * `children`: rows of another table pointing at a template row by `key` are cloned with each copy.
 * @param {Queryable} db
 * @param {{ schema: string, table: string, templateIds: string[], anchor: string, copies: number, at: string,
 *   set?: Record<string, string>, children?: { table: string, key: string } }} spec
 * @returns {Promise<{ rows: number, children: number }>}
 */
async function cloneRows(db, { schema, table, templateIds, anchor, copies, at, set = {}, children }) {
  if (copies <= 0) return { rows: 0, children: 0 };
  if (!templateIds.length) throw new Error(`no ${table} to clone: create some through the API first`);
  const target = `${q(schema)}.${q(table)}`;
  const own = copyExpressions(await columnsOf(db, schema, table), 'copies', { ...set, ...(set.id ? {} : { id: 'copies.bench_new_id' }) });
  let childInsert = '';
  if (children) {
    const child = copyExpressions(await columnsOf(db, schema, children.table), 'c', { [children.key]: 'copies.bench_new_id' });
    childInsert = `, kids AS (INSERT INTO ${q(schema)}.${q(children.table)} (${child.names})
       SELECT ${child.expressions} FROM copies JOIN ${q(schema)}.${q(children.table)} c ON c.${q(children.key)} = copies.id RETURNING 1)`;
  }
  const { rows: baseRows } = await db.query(`SELECT min(${q(anchor)}) AS base FROM ${target} WHERE id = ANY($1::uuid[])`, [templateIds]);
  // The template set is fixed up front (ids, base time), so a batch never clones an earlier batch's copies.
  const batch = 10000;
  let rows = 0;
  let kids = 0;
  for (let lo = 1; lo <= copies; lo += batch) {
    const hi = Math.min(copies, lo + batch - 1);
    const { rows: counts } = await db.query(
      `WITH src AS (
         SELECT t.*, row_number() OVER (ORDER BY t.${q(anchor)} DESC, t.id) - 1 AS bench_k, count(*) OVER () AS bench_n, $2::timestamptz AS bench_base
         FROM ${target} t WHERE t.id = ANY($1::uuid[])
       ), copies AS (
         SELECT src.*, g, gen_random_uuid() AS bench_new_id, (${at}) - src.${q(anchor)} AS bench_shift
         FROM generate_series($3::int, $4::int) g JOIN src ON src.bench_k = (g - 1) % src.bench_n
       ), parents AS (INSERT INTO ${target} (${own.names}) SELECT ${own.expressions} FROM copies RETURNING 1)${childInsert}
       SELECT (SELECT count(*) FROM parents)::int AS rows${children ? ', (SELECT count(*) FROM kids)::int AS kids' : ''}`,
      [templateIds, baseRows[0].base, lo, hi],
    );
    rows += counts[0].rows;
    kids += counts[0].kids ?? 0;
  }
  return { rows, children: kids };
}

/**
 * Seed the heavy user's history and the other people around them, then VACUUM (ANALYZE).
 * The user's activities go back one every 30 minutes from their first API-created one (50,000 is
 * almost three years, about 1,400 a month) and their sessions one every 12 hours; each other person's
 * go back one a day. The API-created rows stay the newest.
 * @param {Queryable} db
 * @param {BulkPlan} plan
 */
export async function bulkSeed(db, plan) {
  const schema = await ledgerSchema(db);
  const activitiesTable = `${q(schema)}.${q('activities')}`;
  const sessionsTable = `${q(schema)}.${q('sessions')}`;
  const idsOf = async (sql) => (await db.query(sql, [plan.userId])).rows.map((r) => r.id);
  const countOf = async (sql) => (await db.query(sql, [plan.userId])).rows[0].n;

  // Clones are settled ones: a person has a handful of pending bets, not 5,000.
  const settled = await idsOf(`SELECT id FROM ${activitiesTable} WHERE user_id = $1 AND is_completed`);
  const hasActivities = await countOf(`SELECT count(*)::int AS n FROM ${activitiesTable} WHERE user_id = $1`);
  const activities = await cloneRows(db, {
    schema,
    table: 'activities',
    templateIds: settled,
    anchor: 'created_at',
    copies: plan.activities - hasActivities,
    at: "bench_base - g * interval '30 minutes'",
  });

  const ended = await idsOf(`SELECT id FROM ${sessionsTable} WHERE user_id = $1 AND ended_at IS NOT NULL`);
  const hasSessions = await countOf(`SELECT count(*)::int AS n FROM ${sessionsTable} WHERE user_id = $1`);
  const sessions = await cloneRows(db, {
    schema,
    table: 'sessions',
    templateIds: ended,
    anchor: 'started_at',
    copies: plan.sessions - hasSessions,
    at: "bench_base - g * interval '12 hours'",
    children: { table: 'deposits', key: 'session_id' },
  });

  // Other people: person p owns copies p*n+1 .. (p+1)*n; an id derived from p and a per-run salt.
  const each = Math.max(1, plan.othersActivities);
  const salt = Math.random().toString(36).slice(2);
  const others = await cloneRows(db, {
    schema,
    table: 'activities',
    templateIds: settled,
    anchor: 'created_at',
    copies: plan.others * plan.othersActivities,
    at: `bench_base - ((g - 1) % ${each}) * interval '1 day' - ((g - 1) / ${each}) * interval '1 minute'`,
    set: { user_id: `md5('${salt}' || ((g - 1) / ${each}))::uuid` },
  });

  const started = Date.now();
  await db.query(`VACUUM (ANALYZE) ${activitiesTable}, ${sessionsTable}, ${q(schema)}.${q('deposits')}`);
  return {
    activities: activities.rows,
    sessions: sessions.rows,
    deposits: sessions.children,
    othersActivities: others.rows,
    vacuumAnalyzeSeconds: (Date.now() - started) / 1000,
  };
}

// The embedded server's URL is found the same way by scripts/dead-letters.mjs.
export { embeddedDatabaseUrl } from '../../scripts/lib/database.mjs';

/**
 * bulkSeed in a PostgreSQL database: the embedded one (embeddedDatabaseUrl) or distributed mode's; services may keep running.
 * @param {string} url
 * @param {BulkPlan} plan
 */
export async function bulkSeedInPostgres(url, plan) {
  const { withClient } = await import('../../scripts/lib/database.mjs');
  return withClient(url, (client) => bulkSeed(client, plan));
}
