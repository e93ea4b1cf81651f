// Issue 16's insights budgets, on the running product (embedded mode, a fresh data folder):
//   1. generating an insight (POST /api/insights/generate through the gateway: the ledger's records
//      read over its internal route, the markers, the local text, the insert) for a person with
//      10,000 activities and 300 sessions, All Time and This Month, one call at a time;
//   2. mfe-insights' JavaScript beyond the shell's first load (signed-in /ai-insights minus /profile);
//   3. Lighthouse (mobile) on /ai-insights, signed in: performance and accessibility.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './bulk-seed.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { percentile } from './load.mjs';
import { registerHeavyUser, seedActivities, seedSessions, signIn } from './seed.mjs';

export const insightsConfig = Object.freeze({
  activities: Number(process.env.BENCH_INSIGHT_ACTIVITIES ?? 10000),
  sessions: Number(process.env.BENCH_INSIGHT_SESSIONS ?? 300),
  /** Timed generations per period (after 5 unmeasured ones). */
  calls: Number(process.env.BENCH_INSIGHT_CALLS ?? 60),
});

export const insightBudgets = Object.freeze({ maxGenerateP95Ms: 300, maxBeyondShellGzipBytes: 80 * 1000, minLighthouse: 95 });

/**
 * @param {{ note: (text: string) => void }} options
 */
export async function benchInsights({ note }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-insights-'));
  const server = await startEmbedded({ dataDir, timeoutMs: 180000 });
  try {
    const base = `http://localhost:${server.port}`;
    const user = await registerHeavyUser(base, base, path.join(dataDir, 'mailbox'));
    note(`insights: seeding ${insightsConfig.activities} activities and ${insightsConfig.sessions} sessions`);
    await seedActivities(user.api, 40);
    await seedSessions(user.api, 6);
    const seeded = await bulkSeedInPostgres(await embeddedDatabaseUrl(dataDir), {
      userId: user.id,
      activities: insightsConfig.activities,
      sessions: insightsConfig.sessions,
      others: 0,
      othersActivities: 0,
    });
    const generate = {};
    for (const timeFrame of ['all', 'month']) {
      const times = [];
      for (let i = 0; i < insightsConfig.calls + 5; i++) {
        const started = performance.now();
        const answer = await user.api.post('/api/insights/generate', { timeFrame });
        const ms = performance.now() - started;
        if (answer.status !== 200) throw new Error(`generate (${timeFrame}) answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        if (i >= 5) times.push(ms);
      }
      times.sort((a, b) => a - b);
      generate[timeFrame] = { calls: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] };
      note(`insights: generate ${timeFrame} p50 ${generate[timeFrame].p50.toFixed(0)} ms, p95 ${generate[timeFrame].p95.toFixed(0)} ms`);
    }
    const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
    const page = await measureFirstLoadJs({ origin: base, path: '/ai-insights', credentials: user, ready: heading('Previous Insights') });
    const shell = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
    const beyondShell = homeBeyondShell(page, shell);
    note(`insights: JS beyond the shell ${(beyondShell.gzipBytes / 1000).toFixed(1)} kB gzip`);
    const lighthouse = await runLighthouse({ url: `${base}/ai-insights`, cookie: await signIn(base, base, user), heading: 'AI Insights' });
    note(`insights: Lighthouse performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}`);
    return { seeded, generate, beyondShell, shellGzipBytes: shell.gzipBytes, lighthouse };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The report's lines for the insights part, each with its budget and verdict.
 * @param {Awaited<ReturnType<typeof benchInsights>>} r
 * @param {boolean[]} checks
 * @param {(ok: boolean) => string} verdict
 */
export function insightsLines(r, checks, verdict) {
  const lines = ['', `issue 16 (insights), a person with ${r.seeded.activities + 40} activities and ${r.seeded.sessions + 6} sessions:`];
  for (const [timeFrame, g] of Object.entries(r.generate)) {
    const ok = g.p95 <= insightBudgets.maxGenerateP95Ms;
    checks.push(ok);
    lines.push(
      `  POST /api/insights/generate (${timeFrame}), ${g.calls} calls one at a time: p50 ${g.p50.toFixed(0)} ms, p95 ${g.p95.toFixed(0)} ms, max ${g.max.toFixed(0)} ms  budget p95 <= 300 ms: ${verdict(ok)}`,
    );
  }
  const jsOk = r.beyondShell.gzipBytes <= insightBudgets.maxBeyondShellGzipBytes;
  checks.push(jsOk);
  lines.push(
    `  mfe-insights JS beyond the shell: ${(r.beyondShell.gzipBytes / 1000).toFixed(1)} kB gzip in ${r.beyondShell.files.length} files  budget <= 80 kB: ${verdict(jsOk)}`,
  );
  const lhOk = r.lighthouse.performance >= insightBudgets.minLighthouse && r.lighthouse.accessibility >= insightBudgets.minLighthouse;
  checks.push(lhOk);
  lines.push(
    `  Lighthouse mobile /ai-insights (signed in): performance ${r.lighthouse.performance}, accessibility ${r.lighthouse.accessibility}  budget >= 95: ${verdict(lhOk)}`,
  );
  return lines;
}
