// The signed-in home's budgets alone (BENCH_ONLY=home), for the heavy user with spend limits set (so Home shows
// its limits card, the heavier case): home's first-load JavaScript (shell and tracking, at most 200 KB gzip) and
// beyond the shell's own page (at most 120 KB), Lighthouse mobile on home (performance and accessibility at least
// 90, median of five runs after a warm-up), and GET /api/limits/status one after another on one connection
// (p95 at most 10 ms, as home's other reads), with alerts' counted spend holding the heavy user's every stake and deposit. Knobs: BENCH_ACTIVITIES, BENCH_SESSIONS, BENCH_OTHERS,
// BENCH_OTHER_ACTIVITIES (as the main bench), BENCH_HOME_RUNS (5), BENCH_HOME_IN_A_ROW (300).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './bulk-seed.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureSequential } from './load.mjs';
import { personReads } from './person.mjs';
import { registerHeavyUser, seedActivities, seedSessions, signIn } from './seed.mjs';

export const HOME_BUDGETS = { firstLoadGzipBytes: 200 * 1024, beyondShellGzipBytes: 120 * 1024, lighthouse: 90, limitStatusP95Ms: 10 };

/** @param {{ note: (message: string) => void }} options */
export async function benchHome({ note }) {
  const plan = {
    activities: Number(process.env.BENCH_ACTIVITIES ?? 50000),
    sessions: Number(process.env.BENCH_SESSIONS ?? 2000),
    others: Number(process.env.BENCH_OTHERS ?? 1000),
    othersActivities: Number(process.env.BENCH_OTHER_ACTIVITIES ?? 100),
  };
  const runs = Number(process.env.BENCH_HOME_RUNS ?? 5);
  const inARow = Number(process.env.BENCH_HOME_IN_A_ROW ?? 300);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-home-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  note('home: embedded mode and the heavy user, with a daily, weekly and monthly limit');
  const server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
  try {
    const user = await registerHeavyUser(base, base, path.join(dataDir, 'mailbox'));
    const limits = await user.api.patch('/api/settings', { dailySpendLimit: 50, weeklySpendLimit: 200, monthlySpendLimit: 800 });
    if (limits.status !== 200) throw new Error(`PATCH /api/settings answered ${limits.status}`);
    await seedActivities(user.api, 50);
    await seedSessions(user.api, 5);
    note(`home: cloning ${plan.activities} activities, ${plan.sessions} sessions and ${plan.others} other people in SQL`);
    const databaseUrl = await embeddedDatabaseUrl(dataDir);
    const seeded = await bulkSeedInPostgres(databaseUrl, { userId: user.id, ...plan });
    // The clones sent no events, so alerts has not counted them: its counted spend gets the same rows, as if it had.
    const { withClient } = await import('../../scripts/lib/database.mjs');
    const counted = await withClient(databaseUrl, async (client) => {
      const activities = await client.query(
        "insert into alerts.spend_entries (source_id, user_id, amount, occurred_at) select 'activity:' || id, user_id, amount, created_at from ledger.activities where user_id = $1 on conflict do nothing",
        [user.id],
      );
      const deposits = await client.query(
        "insert into alerts.spend_entries (source_id, user_id, amount, occurred_at) select 'deposit:' || id, user_id, amount, created_at from ledger.deposits where user_id = $1 on conflict do nothing",
        [user.id],
      );
      await client.query('vacuum (analyze) alerts.spend_entries');
      return (activities.rowCount ?? 0) + (deposits.rowCount ?? 0);
    });
    note(`home: ${counted} entries of counted spend copied to alerts`);

    const probe = await fetch(`${base}/api/limits/status`, { headers: { cookie: user.cookie } });
    const limitStatus =
      probe.status === 200
        ? await measureSequential({ label: 'GET /api/limits/status', url: `${base}/api/limits/status`, count: inARow, warmUp: 30, headers: { cookie: user.cookie } })
        : null;
    // Home's stats read in the same minutes: a yardstick for what the machine allowed meanwhile.
    const stats = await measureSequential({
      label: 'GET /api/stats (this month)',
      url: `${base}${personReads().stats}`,
      count: inARow,
      warmUp: 30,
      headers: { cookie: user.cookie },
    });

    note("home: first-load JavaScript, and beyond the shell's own page (/profile)");
    const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
    const homeLoad = await measureFirstLoadJs({ origin: base, path: '/', credentials: user, ready: heading('Today') });
    const shellLoad = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
    const beyondShell = homeBeyondShell(homeLoad, shellLoad);

    note(`home: Lighthouse (mobile), a warm-up and ${runs} runs`);
    const lighthouse = await runLighthouse({ url: `${base}/`, cookie: await signIn(base, base, user), heading: 'Today', runs });
    return { plan, seeded, counted, limitStatus, stats, firstLoad: { gzipBytes: homeLoad.gzipBytes, files: homeLoad.files.length }, beyondShell, lighthouse };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The report lines and their verdicts.
 * @param {Awaited<ReturnType<typeof benchHome>>} r
 * @param {boolean[]} checks
 */
export function homeLines(r, checks) {
  const B = HOME_BUDGETS;
  const verdict = (ok) => {
    checks.push(ok);
    return ok ? 'PASS' : 'FAIL';
  };
  return [
    '',
    `signed-in home, heavy user with limits: ${r.plan.activities} activities, ${r.plan.sessions} sessions (${r.counted} entries of counted spend in alerts)`,
    r.limitStatus
      ? `  GET /api/limits/status: p50 ${r.limitStatus.p50.toFixed(1)} ms, p95 ${r.limitStatus.p95.toFixed(1)} ms (budget p95 ≤ ${B.limitStatusP95Ms})  ${verdict(r.limitStatus.p95 <= B.limitStatusP95Ms)}`
      : '  GET /api/limits/status: not served by this build',
    `  (yardstick, same minutes) GET /api/stats this month: p50 ${r.stats.p50.toFixed(1)} ms, p95 ${r.stats.p95.toFixed(1)} ms`,
    `  first-load JavaScript (shell and tracking): ${(r.firstLoad.gzipBytes / 1024).toFixed(1)} KB gzip in ${r.firstLoad.files} files (budget ≤ ${B.firstLoadGzipBytes / 1024})  ${verdict(r.firstLoad.gzipBytes <= B.firstLoadGzipBytes)}`,
    `  home JavaScript beyond the shell: ${(r.beyondShell.gzipBytes / 1024).toFixed(1)} KB gzip in ${r.beyondShell.files.length} files (budget ≤ ${B.beyondShellGzipBytes / 1024})  ${verdict(r.beyondShell.gzipBytes <= B.beyondShellGzipBytes)}`,
    `  Lighthouse mobile signed-in home: performance ${r.lighthouse.performance} (runs ${r.lighthouse.performanceRuns.join(', ')}; TBT ${r.lighthouse.metrics['total-blocking-time']}, LCP ${r.lighthouse.metrics['largest-contentful-paint']}, CLS ${r.lighthouse.metrics['cumulative-layout-shift']}), accessibility ${r.lighthouse.accessibility} (budget ≥ ${B.lighthouse})  ${verdict(r.lighthouse.performance >= B.lighthouse && r.lighthouse.accessibility >= B.lighthouse)}`,
  ];
}
