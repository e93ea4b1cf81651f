import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './db';

/**
 * How long a service waits on PostgreSQL, in milliseconds: pg's own options, so a request whose
 * database is down, paused or overloaded fails within a bound and answers 503 (error-middleware)
 * instead of hanging. Defaults keep a request under about 5 s (the gateway waits 5 s for a service).
 */
export interface DatabaseTimeouts {
  /** Getting a connection: a new one to the server, or a free one from a full pool (pg's connectionTimeoutMillis). */
  connectMs: number;
  /** The server cancels a statement running longer (statement_timeout, SQLSTATE 57014). */
  statementMs: number;
  /**
   * No answer at all from the server (paused, network gone) within this: the query fails and its
   * connection is dropped (pg's query_timeout), so the server rolls the transaction back rather
   * than committing it later for a caller that was already told 503. A little above statementMs,
   * so a server that does answer cancels the statement itself and the connection stays usable.
   */
  queryMs: number;
  /** The server ends a session left idle inside a transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 3000, queryMs: 4000, idleInTransactionMs: 10_000 };

export interface DatabaseOptions {
  /** PostgreSQL URL (the embedded server's in `npm start`, DATABASE_URL when distributed). */
  url: string;
  poolSize?: number;
  /** Shown in pg_stat_activity, so each service's connections can be told apart. */
  applicationName?: string;
  /** DEFAULT_DATABASE_TIMEOUTS unless given (each service's config: DATABASE_*_TIMEOUT_MS). */
  timeouts?: DatabaseTimeouts;
}

/** Opens one node-postgres pool (a service has its own) with Drizzle over it. */
export function createDatabase(options: DatabaseOptions): Database {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Named statements (preparedOnce) are planned afresh with each run's values, as unnamed ones are.
    options: '-c plan_cache_mode=force_custom_plan',
    Client: DroppingClient,
  });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing the process
  // The same for a client checked out between two queries (inside a transaction) when the server
  // goes away: its next query fails, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool) as Db;
  db.transaction = releasingTransaction(pool);
  return { db, pool, close: () => pool.end() };
}

/** pg's error when query_timeout passes without an answer. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A pg client that drops its connection when a query got no answer within query_timeout. pg
 * itself only fails the caller's promise: the query stays in flight on the connection, the next
 * query (the transaction's ROLLBACK) waits behind it for another full timeout, and when the server
 * wakes up it runs whatever was sent, on a connection back in the pool. Dropped, the queries
 * behind it fail at once, the pool discards the client, and the server rolls back.
 */
class DroppingClient extends pg.Client {
  // pg's query has a dozen overloads (promise, callback, submittable); this passes every one through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    args[0] = preparedOnce(args[0], args[1]);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        this.dropIfUnanswered(err);
        (callback as (err: unknown, result: unknown) => void)(err, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((err: unknown) => this.dropIfUnanswered(err));
    return result;
  }

  private dropIfUnanswered(err: unknown): void {
    if ((err as Error | undefined)?.message === READ_TIMEOUT) (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

/** Statement names by text: a statement's text names it on every connection of the process. */
const statementNames = new Map<string, string>();
/** Beyond this many different texts (SQL built with names or long IN lists), statements run unnamed. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Each parameterised statement as a named one, so every connection parses it once (pg keeps what it has parsed per
 * connection) and runs it again with Bind and Execute only: about half the server's CPU per write statement and a third
 * less of the client's (measured on a 24-column insert). The connection's plan_cache_mode=force_custom_plan keeps
 * planning each run with its own values, so no read changes plan.
 */
function preparedOnce(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    if (!Array.isArray(values) || values.length === 0) return config;
    const name = statementName(config);
    return name ? { text: config, name } : config;
  }
  const query = config as { text?: unknown; name?: unknown; values?: unknown[] } | null;
  if (!query || typeof query.text !== 'string' || query.name) return config;
  const params = Array.isArray(values) ? values : query.values;
  if (!params || params.length === 0) return config;
  const name = statementName(query.text);
  return name ? { ...query, name } : config;
}

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `tally_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

/**
 * `db.transaction` that always gives its client back. Drizzle 0.45 checks a client out of the pool
 * and runs BEGIN before its try/finally, so a BEGIN that fails (the server went away) never
 * releases the client: each one leaks a pool slot until the pool is exhausted and `close()` waits
 * forever. Here the client is checked out and released by us, and Drizzle runs on that one client;
 * the pool discards it on release if its connection is broken.
 */
function releasingTransaction(pool: pg.Pool): Db['transaction'] {
  // The pool hands out the same few clients again and again: each keeps its drizzle handle rather than one built per transaction.
  const handles = new WeakMap<pg.PoolClient, Db>();
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let handle = handles.get(client);
      if (!handle) {
        handle = drizzle(client) as unknown as Db;
        handles.set(client, handle);
      }
      return await handle.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

/** Options for a connection of its own that may wait as long as it needs (migrations behind an advisory lock, LISTEN). */
export function untimedClientConfig(pool: pg.Pool): pg.ClientConfig {
  const {
    statement_timeout: _statement,
    query_timeout: _query,
    idle_in_transaction_session_timeout: _idle,
    Client: _client,
    ...rest
  } = pool.options as pg.PoolConfig & {
    Client?: unknown;
  };
  return rest;
}
