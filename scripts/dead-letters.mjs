#!/usr/bin/env node
// `npm run dead-letters -- <command>`: the events a service's consumer gave up on after the retry
// policy's attempts (libs/service-kit/src/bus/retry-policy.ts), kept in each service's
// dead_letters table.
//   list [--all] [--service NAME]          the dead letters not replayed yet (--all: replayed ones too)
//   replay <id>                            runs the consumer again on that event
//   replay --all [--service NAME]          the same for every dead letter not replayed yet
// A replay is a request: it sets replay_requested_at, and the running service that owns the
// consumer runs its handler on the event (within 2 s), marking the row replayed or keeping the new
// error. This waits for the outcome (--wait SECONDS, default 30).
// Database: DATABASE_URL (distributed mode), else the embedded server of DATA_DIR (default ./data)
// while `npm start` runs.
import { parseArgs } from 'node:util';
import { embeddedDatabaseUrl, withClient } from './lib/database.mjs';

const usage = 'usage: npm run dead-letters -- list [--all] [--service NAME] | replay <id> | replay --all [--service NAME] [--wait SECONDS]';

/** @param {string} name */
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The schemas (one per service) that keep dead letters, or the one asked for.
 * @param {import('pg').Client} client
 * @param {string | undefined} service
 */
async function serviceSchemas(client, service) {
  const { rows } = await client.query("select table_schema from information_schema.tables where table_name = 'dead_letters' order by table_schema");
  const schemas = rows.map((r) => /** @type {string} */ (r.table_schema));
  if (service && !schemas.includes(service)) throw new Error(`no service "${service}" keeps dead letters here (${schemas.join(', ') || 'none found'})`);
  return service ? [service] : schemas;
}

/**
 * @param {import('pg').Client} client
 * @param {string[]} schemas
 * @param {string} where
 * @param {unknown[]} params
 */
async function select(client, schemas, where, params = []) {
  const rows = [];
  for (const schema of schemas) {
    const found = await client.query(
      `select $1::text as service, id, durable, subject, event_id, payload, error, attempts, first_failed_at, last_failed_at, replay_requested_at, replayed_at
         from ${quote(schema)}.dead_letters where ${where} order by last_failed_at`,
      [schema, ...params],
    );
    rows.push(...found.rows);
  }
  return rows;
}

/** @param {any} row */
function describe(row) {
  const status = row.replayed_at ? `replayed ${row.replayed_at.toISOString()}` : row.replay_requested_at ? 'replay requested' : 'waiting';
  return [
    `${row.id}  ${row.service}  ${row.durable}  ${row.subject}  event ${row.event_id}`,
    `  attempts ${row.attempts}, failed ${row.first_failed_at.toISOString()} .. ${row.last_failed_at.toISOString()}, ${status}`,
    `  error: ${String(row.error).split('\n')[0]}`,
    `  payload: ${JSON.stringify(row.payload)}`,
  ].join('\n');
}

/**
 * Asks for a replay of the rows, then waits until their services have run them.
 * @param {import('pg').Client} client
 * @param {any[]} rows
 * @param {number} waitSeconds
 */
async function replay(client, rows, waitSeconds) {
  for (const row of rows) await client.query(`update ${quote(row.service)}.dead_letters set replay_requested_at = now() where id = $1`, [row.id]);
  process.stdout.write(`Replay requested for ${rows.length} dead letter(s); waiting for their services (up to ${waitSeconds} s)\n`);
  const deadline = Date.now() + waitSeconds * 1000;
  let pending = rows;
  while (pending.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const still = [];
    for (const row of pending) {
      const [now] = await select(client, [row.service], 'id = $2', [row.id]);
      if (now.replay_requested_at) still.push(row);
      else process.stdout.write(now.replayed_at ? `${row.id}: replayed\n` : `${row.id}: failed again (attempts ${now.attempts}): ${String(now.error).split('\n')[0]}\n`);
    }
    pending = still;
  }
  for (const row of pending) process.stdout.write(`${row.id}: not replayed yet; is ${row.service} running? It replays the request when it runs.\n`);
  return pending.length === 0;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { all: { type: 'boolean', default: false }, service: { type: 'string' }, wait: { type: 'string', default: '30' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [command, id] = positionals;
  if (values.help || !['list', 'replay'].includes(command) || (command === 'replay' && !id === !values.all)) {
    process.stderr.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const url = process.env.DATABASE_URL || (await embeddedDatabaseUrl(process.env.DATA_DIR ?? './data').catch(() => undefined));
  if (!url) throw new Error('set DATABASE_URL, or start Tally (npm start) so its embedded database can be found under DATA_DIR');
  const ok = await withClient(url, async (client) => {
    const schemas = await serviceSchemas(client, values.service);
    if (command === 'list') {
      const rows = await select(client, schemas, values.all ? 'true' : 'replayed_at is null');
      process.stdout.write(rows.length ? `${rows.map(describe).join('\n\n')}\n` : 'No dead letters.\n');
      return true;
    }
    const rows = id ? await select(client, schemas, 'id::text = $2', [id]) : await select(client, schemas, 'replayed_at is null');
    if (id && !rows.length) throw new Error(`no dead letter ${id}`);
    if (!rows.length) {
      process.stdout.write('No dead letters to replay.\n');
      return true;
    }
    return replay(client, rows, Number(values.wait));
  });
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  process.stderr.write(`dead-letters: ${err.message}\n`);
  process.exit(1);
});
