// The monthly statement for the heavy user (50,000 activities over almost three years, about 1,400 a month, and 2,000
// sessions): GET /api/statements (the month list groups the whole history), GET /api/statements/:month (13 months of
// sums and the month's lines) and its PDF, one request after another on one connection, in embedded mode.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './bulk-seed.mjs';
import { measureReadsInARow } from './person.mjs';
import { registerHeavyUser, seedActivities, seedSessions } from './seed.mjs';

const config = {
  activities: Number(process.env.BENCH_ACTIVITIES ?? 50000),
  sessions: Number(process.env.BENCH_SESSIONS ?? 2000),
  // Requests in a row per route (a tenth more as warm-up); a PDF of ~1,400 lines costs far more than a JSON answer.
  inARow: Number(process.env.BENCH_STATEMENT_IN_A_ROW ?? 100),
};

/** Budgets: what a person opening a statement should wait at most (p95, one request at a time). */
export const STATEMENT_BUDGETS = { listP95Ms: 150, monthP95Ms: 150, pdfP95Ms: 1500 };

/** 'YYYY-MM' of the month before the current one in Sydney: a full month of the heavy user's history. */
function lastMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * @param {{ note: (message: string) => void }} options
 */
export async function benchStatement({ note }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-statement-'));
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    const user = await registerHeavyUser(base, base, path.join(dataDir, 'mailbox'));
    await seedActivities(user.api, 50);
    await seedSessions(user.api, 5);
    note(`statement: cloning up to ${config.activities} activities and ${config.sessions} sessions in SQL`);
    await bulkSeedInPostgres(await embeddedDatabaseUrl(dataDir), {
      userId: user.id,
      activities: config.activities,
      sessions: config.sessions,
      others: 100,
      othersActivities: 100,
    });
    const month = lastMonth();
    const answer = await fetch(`${base}/api/statements/${month}`, { headers: { cookie: user.cookie } });
    const statement = await answer.json();
    if (answer.status !== 200) throw new Error(`GET /api/statements/${month} answered ${answer.status}`);
    note(`statement: ${month} has ${statement.transactions.length} lines; ${config.inARow} requests in a row per route`);
    const reads = await measureReadsInARow({
      base,
      cookie: user.cookie,
      count: config.inARow,
      label: 'statement',
      routes: { list: '/api/statements', month: `/api/statements/${month}`, pdf: `/api/statements/${month}/pdf` },
      pids: [server.pid],
    });
    return { month, lines: statement.transactions.length, config, budgets: STATEMENT_BUDGETS, reads };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The report's lines and checks for the statement part.
 * @param {Awaited<ReturnType<typeof benchStatement>>} result
 * @param {boolean[]} checks
 */
export function statementLines(result, checks) {
  const lines = ['', `monthly statement (heavy user, ${result.month}: ${result.lines} lines), one request at a time, embedded:`];
  const rows = [
    ['GET /api/statements', result.reads.list, result.budgets.listP95Ms],
    ['GET /api/statements/:month', result.reads.month, result.budgets.monthP95Ms],
    ['GET /api/statements/:month/pdf', result.reads.pdf, result.budgets.pdfP95Ms],
  ];
  for (const [label, read, budget] of rows) {
    const ok = read.p95 <= budget && read.non2xx === 0 && read.errors === 0;
    checks.push(ok);
    lines.push(`  ${label}: p50 ${read.p50.toFixed(1)} ms, p95 ${read.p95.toFixed(1)} ms (budget ${budget} ms)  ${ok ? 'PASS' : 'FAIL'}`);
  }
  return lines;
}
