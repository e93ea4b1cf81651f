// PostgreSQL helpers for scripts and tests: name databases, create and drop them.
// Uses the `pg` client, so call only after dependencies are installed.

/** Local default server URL (database `postgres`, trust authentication for user postgres). */
export const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The same connection URL pointing at another database. Works for socket URLs too
 * (`postgres://postgres@/postgres?host=/var/run/postgresql`), which `new URL` rejects.
 * @param {string} url
 * @param {string} database
 * @returns {string}
 */
export function withDatabase(url, database) {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error(`not a PostgreSQL URL: ${url}`);
  return `${match[1]}/${encodeURIComponent(database)}${match[2] ?? ''}`;
}

/**
 * The database name in a URL (empty string if none).
 * @param {string} url
 * @returns {string}
 */
export function databaseName(url) {
  const match = /^postgres(?:ql)?:\/\/[^/?]*\/([^?]*)/.exec(url);
  return match ? decodeURIComponent(match[1]) : '';
}

/**
 * Run fn with a connected client, always closing it.
 * @template T
 * @param {string} url
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withClient(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** @param {string} name */
function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Create a database unless it exists.
 * @param {string} adminUrl URL of a database to connect to for the CREATE (usually `postgres`)
 * @param {string} name
 * @returns {Promise<boolean>} true when it was created
 */
export async function ensureDatabase(adminUrl, name) {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (error) {
      // Another process created it between the check and the CREATE.
      if (/** @type {{ code?: string }} */ (error).code === '42P04') return false;
      throw error;
    }
    return true;
  });
}

/**
 * Drop a database, disconnecting anyone still connected (PostgreSQL 13+).
 * @param {string} adminUrl
 * @param {string} name
 * @returns {Promise<void>}
 */
export async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/**
 * The URL of the embedded PostgreSQL server of a running `npm start` (its port is in postmaster.pid,
 * its password beside the cluster), on the `tally` database as the superuser.
 * @param {string} dataDir embedded DATA_DIR
 */
export async function embeddedDatabaseUrl(dataDir) {
  const { readFileSync } = await import('node:fs');
  const port = readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3].trim();
  const password = readFileSync(`${dataDir}/postgres-password`, 'utf8').trim();
  return `postgres://tally:${encodeURIComponent(password)}@127.0.0.1:${port}/tally`;
}
