// Seeding 10,000 activities through the API takes minutes in embedded mode, so the bench creates a
// few through the API and clones them in SQL: real rows in the ledger's own table, same shape and
// same indexes, only ids and times differ. Nothing else reads them (no events are sent for clones).

/**
 * @typedef {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }} Queryable
 *   a pg client
 */

/**
 * Find the ledger's activities table and its columns.
 * @param {Queryable} db
 */
async function describeActivities(db) {
  const { rows: tables } = await db.query(
    "SELECT table_schema FROM information_schema.tables WHERE table_name = 'activities' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY (table_schema = 'ledger') DESC",
  );
  if (!tables.length) throw new Error('no activities table found');
  const schema = tables[0].table_schema;
  const { rows: columns } = await db.query(
    'SELECT column_name, data_type, column_default, is_generated FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
    [schema, 'activities'],
  );
  return { schema, columns };
}

/** @param {string} name */
const q = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Clone existing activity rows until the table holds `total` rows for the template's user.
 * Each clone gets a new id and an earlier creation time (so the API-created rows stay newest).
 * @param {Queryable} db
 * @param {number} total
 * @returns {Promise<{ cloned: number, table: string }>}
 */
export async function cloneActivities(db, total) {
  const { schema, columns } = await describeActivities(db);
  const table = `${q(schema)}.${q('activities')}`;
  const { rows: countRows } = await db.query(`SELECT count(*)::int AS n FROM ${table}`);
  const existing = countRows[0].n;
  if (existing === 0) throw new Error('create at least one activity through the API first');
  const needed = total - existing;
  if (needed <= 0) return { cloned: 0, table };
  const insertColumns = [];
  const selectExpressions = [];
  for (const column of columns) {
    if (column.is_generated === 'ALWAYS') continue;
    const name = column.column_name;
    if (name === 'id') {
      if (column.column_default) continue; // serial / identity / default uuid
      if (column.data_type !== 'uuid') throw new Error(`cannot make ids of type ${column.data_type}`);
      insertColumns.push(q(name));
      selectExpressions.push('gen_random_uuid()');
      continue;
    }
    insertColumns.push(q(name));
    selectExpressions.push(/^timestamp/.test(column.data_type) && /^(created|updated)_?at$/i.test(name) ? `src.${q(name)} - (g * interval '1 second')` : `src.${q(name)}`);
  }
  const createdAt = columns.find((c) => /^created_?at$/i.test(c.column_name))?.column_name;
  // In batches, each from the oldest row, so a batch never clones its own clones.
  const batch = 2000;
  let cloned = 0;
  while (cloned < needed) {
    const n = Math.min(batch, needed - cloned);
    await db.query(
      `INSERT INTO ${table} (${insertColumns.join(', ')})
       SELECT ${selectExpressions.join(', ')}
       FROM (SELECT * FROM ${table} ORDER BY ${createdAt ? q(createdAt) : '1'} ASC LIMIT 1) AS src,
            generate_series(1, ${n}) AS g`,
    );
    cloned += n;
  }
  return { cloned, table };
}

/**
 * Clone in the embedded PostgreSQL server of a running `npm start` (its port is in postmaster.pid,
 * its superuser password beside the cluster).
 * @param {string} dataDir embedded DATA_DIR
 * @param {number} total
 */
export async function cloneActivitiesInDataDir(dataDir, total) {
  const { readFileSync } = await import('node:fs');
  const port = readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3].trim();
  const password = readFileSync(`${dataDir}/postgres-password`, 'utf8').trim();
  return cloneActivitiesInPostgres(`postgres://tally:${encodeURIComponent(password)}@127.0.0.1:${port}/tally`, total);
}

/**
 * Clone in a PostgreSQL database (distributed mode; services may keep running).
 * @param {string} url
 * @param {number} total
 */
export async function cloneActivitiesInPostgres(url, total) {
  const { withClient } = await import('../../scripts/lib/database.mjs');
  return withClient(url, (client) => cloneActivities(client, total));
}
