// Issue 15's reports budgets, for the heavy user (50,000 activities, 2,000 sessions, among 1,000
// other people), in embedded mode (built): GET /api/activities/by-date (its first page) and
// GET /api/stats for This Year, one request after another on one connection (p95 ≤ 50 ms); in
// Chromium at 390x844 the reports page drawing This Year (chart and list) after its last answer
// arrived (≤ 1 s); Settings' Export Data of everything until the file is handed over (≤ 3 s); the
// reports page's JavaScript beyond the shell, chart included (≤ 150 KB gzip); Lighthouse mobile on
// /reports (performance and accessibility ≥ 90). Knobs: BENCH_ACTIVITIES, BENCH_SESSIONS,
// BENCH_OTHERS, BENCH_OTHER_ACTIVITIES (as the main bench), BENCH_REPORTS_IN_A_ROW (300), BENCH_REPORTS_RUNS (5).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './bulk-seed.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureSequential } from './load.mjs';
import { registerHeavyUser, seedActivities, seedSessions, signIn } from './seed.mjs';

/* global document -- the waitForFunction callbacks run in the page */

export const REPORTS_BUDGETS = { readP95Ms: 50, renderMs: 1000, exportMs: 3000, beyondShellGzipBytes: 150 * 1024, lighthouse: 90 };

/**
 * This Year in a time zone as the ISO bounds the reports page sends (1 January 00:00 to 31 December
 * 23:59:59.999 local time).
 * @param {string} timeZone
 * @param {Date} [now]
 */
export function yearRange(timeZone, now = new Date()) {
  const fields = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const offsetAt = (ms) => {
    const p = Object.fromEntries(fields.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
  };
  const midnight = (year) => {
    const wall = Date.UTC(year, 0, 1);
    return wall - offsetAt(wall - offsetAt(wall));
  };
  const year = Number(Object.fromEntries(fields.formatToParts(now).map((part) => [part.type, part.value])).year);
  return { startDate: new Date(midnight(year)).toISOString(), endDate: new Date(midnight(year + 1) - 1).toISOString() };
}

/** @param {{ note: (message: string) => void }} options */
export async function benchReports({ note }) {
  const plan = {
    activities: Number(process.env.BENCH_ACTIVITIES ?? 50000),
    sessions: Number(process.env.BENCH_SESSIONS ?? 2000),
    others: Number(process.env.BENCH_OTHERS ?? 1000),
    othersActivities: Number(process.env.BENCH_OTHER_ACTIVITIES ?? 100),
  };
  const inARow = Number(process.env.BENCH_REPORTS_IN_A_ROW ?? 300);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-reports-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  note('reports: embedded mode and the heavy user');
  const server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
  try {
    const user = await registerHeavyUser(base, base, path.join(dataDir, 'mailbox'));
    await seedActivities(user.api, 50);
    await seedSessions(user.api, 5);
    note(`reports: cloning ${plan.activities} activities, ${plan.sessions} sessions and ${plan.others} other people in SQL`);
    const seeded = await bulkSeedInPostgres(await embeddedDatabaseUrl(dataDir), { userId: user.id, ...plan });

    const year = yearRange('Australia/Sydney');
    const range = `startDate=${encodeURIComponent(year.startDate)}&endDate=${encodeURIComponent(year.endDate)}`;
    const yearPages = await countPages(base, user.cookie, `/api/activities/by-date?${range}&limit=1000`);
    note(`reports: This Year holds ${yearPages.items} activities (${yearPages.pages} pages); ${inARow} reads in a row each`);
    const reads = {
      byDate: await measureSequential({
        label: 'GET /api/activities/by-date (This Year, first page)',
        url: `${base}/api/activities/by-date?${range}`,
        count: inARow,
        warmUp: 30,
        headers: { cookie: user.cookie },
      }),
      stats: await measureSequential({ label: 'GET /api/stats (This Year)', url: `${base}/api/stats?${range}`, count: inARow, warmUp: 30, headers: { cookie: user.cookie } }),
    };

    // What Export Data asks the server for, from Node (gzip accepted, as a browser does): the server's share of the export.
    const exportPages = await timed(() => Promise.all([countPages(base, user.cookie, '/api/activities?limit=1000'), countPages(base, user.cookie, '/api/sessions?limit=1000')]));
    note('reports: the page in Chromium at 390x844 (This Year drawn after its answers), Export Data of everything');
    const browser = await browserTimings(base, user);

    note("reports: JavaScript beyond the shell's own page (/profile), chart included");
    const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
    const reportsLoad = await measureFirstLoadJs({
      origin: base,
      path: '/reports',
      credentials: user,
      ready: async (page) => {
        await heading('Reports')(page);
        await page.getByRole('region', { name: 'Spend and net by day' }).getByRole('img').waitFor({ timeout: 60000 });
      },
    });
    const shellLoad = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
    const beyondShell = homeBeyondShell(reportsLoad, shellLoad);

    note('reports: Lighthouse (mobile) on /reports and, as a yardstick, on home: a warm-up and 5 runs each');
    const runs = Number(process.env.BENCH_REPORTS_RUNS ?? 5);
    const lighthouse = await runLighthouse({ url: `${base}/reports`, cookie: await signIn(base, base, user), heading: 'Reports', runs });
    // Home in the same minutes: Lighthouse's simulated slow phone multiplies whatever CPU the machine leaves.
    const homeLighthouse = await runLighthouse({ url: `${base}/`, cookie: await signIn(base, base, user), heading: 'Today', runs });
    return {
      plan,
      seeded,
      yearActivities: yearPages.items,
      yearPages: yearPages.pages,
      reads,
      exportPagesMs: exportPages.ms,
      exportRecords: exportPages.value[0].items + exportPages.value[1].items,
      ...browser,
      beyondShell,
      lighthouse,
      homeLighthouse,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` and times it.
 * @template T
 * @param {() => Promise<T>} work
 */
async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

/** Follows X-Next-Cursor through a list: how many items and pages it holds. */
async function countPages(base, cookie, route) {
  let items = 0;
  let pages = 0;
  let cursor = null;
  do {
    const response = await fetch(`${base}${route}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    items += (await response.json()).length;
    pages += 1;
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return { items, pages };
}

/**
 * In Chromium at 390x844, signed in as the heavy user: /reports, then This Year chosen; the time
 * from the last of its answers (activities and sessions pages, by Resource Timing) to the frame in
 * which the weekly chart and the list are there. Then /settings' Export Data: click to download.
 */
async function browserTimings(base, user) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-AU', timezoneId: 'Australia/Sydney', acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(120000);
    const login = await page.request.post(`${base}/api/login`, { data: { username: user.email, password: user.password }, headers: { origin: base } });
    if (login.status() !== 200) throw new Error(`browser sign-in answered ${login.status()}`);
    const renders = [];
    for (let run = 0; run < 3; run += 1) {
      await page.goto(`${base}/reports`);
      await page.getByRole('region', { name: 'Spend and net by day' }).getByRole('img').waitFor();
      await page.evaluate(() => {
        performance.setResourceTimingBufferSize(100000);
        performance.clearResourceTimings();
      });
      const chosenAt = await page.evaluate(() => performance.now());
      await page.getByLabel('Time Period').selectOption('This Year');
      const drawnAt = await page
        .waitForFunction(
          () => {
            const region = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Spend and net by week');
            const canvas = region?.querySelector('canvas');
            const listed = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Activity Details')?.querySelector('li');
            return canvas && canvas.width > 0 && listed ? performance.now() : null;
          },
          undefined,
          { polling: 'raf' },
        )
        .then((handle) => handle.jsonValue());
      const answers = await page.evaluate(
        (after) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= after && /\/api\/(activities\/by-date|sessions)\?/.test(e.name))
            .map((e) => /** @type {PerformanceResourceTiming} */ (e).responseEnd),
        chosenAt,
      );
      const lastAnswerAt = Math.max(...answers);
      renders.push({ answers: answers.length, answersMs: Math.round(lastAnswerAt - chosenAt), renderMs: Math.round(drawnAt - lastAnswerAt) });
    }

    const exports = [];
    for (let run = 0; run < 3; run += 1) {
      await page.goto(`${base}/settings`);
      const button = page.getByRole('button', { name: 'Export Data' });
      await button.waitFor();
      const started = Date.now();
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      const ms = Date.now() - started;
      await file.delete();
      exports.push(ms);
      await page.getByText('Data Export Complete').waitFor();
    }
    return { yearRender: renders, exportMs: exports };
  } finally {
    await browser.close();
  }
}

/**
 * The report lines and their verdicts.
 * @param {Awaited<ReturnType<typeof benchReports>>} r
 * @param {boolean[]} checks
 */
export function reportsLines(r, checks) {
  const B = REPORTS_BUDGETS;
  const verdict = (ok) => {
    checks.push(ok);
    return ok ? 'PASS' : 'FAIL';
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const renderMedian = median(r.yearRender.map((x) => x.renderMs));
  const exportMedian = median(r.exportMs);
  return [
    '',
    `issue 15 (reports), heavy user: ${r.plan.activities} activities, ${r.plan.sessions} sessions; This Year holds ${r.yearActivities} activities (${r.yearPages} pages of 1,000)`,
    `  GET /api/activities/by-date This Year (first page): p50 ${r.reads.byDate.p50.toFixed(1)} ms, p95 ${r.reads.byDate.p95.toFixed(1)} ms (budget p95 ≤ ${B.readP95Ms})  ${verdict(r.reads.byDate.p95 <= B.readP95Ms)}`,
    `  GET /api/stats This Year: p50 ${r.reads.stats.p50.toFixed(1)} ms, p95 ${r.reads.stats.p95.toFixed(1)} ms (budget p95 ≤ ${B.readP95Ms})  ${verdict(r.reads.stats.p95 <= B.readP95Ms)}`,
    `  /reports at 390x844, This Year drawn after its last answer: ${r.yearRender.map((x) => `${x.renderMs} ms`).join(', ')} (median ${renderMedian} ms; answers took ${r.yearRender.map((x) => `${x.answersMs} ms`).join(', ')}) (budget ≤ ${B.renderMs})  ${verdict(renderMedian <= B.renderMs)}`,
    `  Export Data of everything (${r.exportRecords} records), click to file: ${r.exportMs.map((ms) => `${ms} ms`).join(', ')} (median ${exportMedian} ms; the same pages from Node: ${r.exportPagesMs} ms) (budget ≤ ${B.exportMs})  ${verdict(exportMedian <= B.exportMs)}`,
    `  reports JavaScript beyond the shell, chart included: ${(r.beyondShell.gzipBytes / 1024).toFixed(1)} KB gzip in ${r.beyondShell.files.length} files (budget ≤ ${B.beyondShellGzipBytes / 1024})  ${verdict(r.beyondShell.gzipBytes <= B.beyondShellGzipBytes)}`,
    `  Lighthouse mobile /reports: performance ${r.lighthouse.performance} (runs ${r.lighthouse.performanceRuns.join(', ')}; TBT ${r.lighthouse.metrics['total-blocking-time']}, LCP ${r.lighthouse.metrics['largest-contentful-paint']}), accessibility ${r.lighthouse.accessibility} (budget ≥ ${B.lighthouse})  ${verdict(r.lighthouse.performance >= B.lighthouse && r.lighthouse.accessibility >= B.lighthouse)}`,
    `  (yardstick, same minutes) Lighthouse mobile signed-in home: performance ${r.homeLighthouse.performance} (runs ${r.homeLighthouse.performanceRuns.join(', ')}; TBT ${r.homeLighthouse.metrics['total-blocking-time']}), accessibility ${r.homeLighthouse.accessibility}`,
  ];
}
