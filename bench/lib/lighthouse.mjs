// Lighthouse (the npm package, Debian's Chromium) on a page with its default mobile
// settings: a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU. Each page is run
// `runs` times after one warm-up and the median performance run is reported, as Lighthouse's own
// docs advise for a score that moves run to run.
// A signed-in page gets the session cookie as an extra header on every request (Lighthouse keeps
// cookies when it resets storage, but sets none). With `heading`, every run is in one tab: the app's
// session storage carries over from the warm-up, so the startup splash (once per browser session,
// 2.5 s, painted by index.html) shows in the warm-up only. Otherwise Lighthouse ends its trace while
// the splash is still up and scores the splash, not the page (seen on home: no main landmark, 100).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/* global document, window, MutationObserver -- watchHeading and the waitForFunction callback run in the page */

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The puppeteer-core Lighthouse itself depends on, so the page we hand it is one it knows. */
async function lighthousePuppeteer() {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('puppeteer-core', { paths: [require.resolve('lighthouse')] });
  return (await import(pathToFileURL(entry).href)).default;
}

/**
 * Runs in the page before its own scripts: notes when a heading named `name` is first in the
 * document (ms since navigation, unthrottled), in window.__benchHeadingAt.
 * @param {string} name
 */
function watchHeading(name) {
  const found = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((h) => h.textContent?.trim() === name);
  const observer = new MutationObserver(() => {
    if (!found()) return;
    /** @type {any} */ (window).__benchHeadingAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * @param {{ url: string, runs?: number, cookie?: string, heading?: string }} options cookie: a signed-in session's Cookie header;
 *   heading: the page's main heading (runs in one tab, see above; a run whose page never shows it fails)
 * @returns {Promise<{ url: string, performance: number, accessibility: number, performanceRuns: number[], metrics: Record<string, string>,
 *   failedAccessibilityAudits: string[], headingAtMs?: number[] }>}
 */
export async function runLighthouse({ url, runs = 5, cookie, heading }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  /** @type {import('puppeteer-core').Browser | undefined} */
  let browser;
  /** @type {import('puppeteer-core').Page | undefined} */
  let page;
  if (heading) {
    const puppeteer = await lighthousePuppeteer();
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    page = await browser.newPage();
    await page.evaluateOnNewDocument(watchHeading, heading);
  }
  try {
    /** @type {number[]} */
    const headingAtMs = [];
    const once = async () => {
      const flags = { port: chrome.port, output: /** @type {const} */ ('json'), logLevel: /** @type {const} */ ('error'), onlyCategories: ['performance', 'accessibility'] };
      const result = await lighthouse(url, { ...flags, ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) }, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      // A page that sent the person elsewhere (a lost session lands on /auth) scored the wrong page.
      const landed = new URL(lhr.finalDisplayedUrl);
      if (landed.pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${landed.pathname}`);
      // Signed out, / is the landing page at the same address: the app's own GET /api/user tells them apart.
      if (cookie) {
        const items = /** @type {{ url: string, statusCode: number }[]} */ (lhr.audits['network-requests']?.details?.items ?? []);
        const user = items.find((item) => new URL(item.url).pathname === '/api/user');
        if (user?.statusCode !== 200) throw new Error(`Lighthouse on ${url}: the page was not signed in (GET /api/user ${user ? `answered ${user.statusCode}` : 'not sent'})`);
      }
      if (page) {
        const at = await page
          .waitForFunction(() => /** @type {any} */ (window).__benchHeadingAt ?? null, { timeout: 10000 })
          .then(
            (handle) => handle.jsonValue(),
            () => null,
          );
        if (typeof at !== 'number') throw new Error(`Lighthouse on ${url}: no '${heading}' heading within 10 s`);
        headingAtMs.push(Math.round(at));
      }
      return lhr;
    };
    await once();
    headingAtMs.length = 0;
    const reports = [];
    for (let i = 0; i < runs; i += 1) reports.push(await once());
    const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = byPerformance[Math.floor(reports.length / 2)];
    const accessibilityRefs = median.categories.accessibility?.auditRefs ?? [];
    return {
      url,
      performance: score(median, 'performance'),
      accessibility: Math.min(...reports.map((r) => score(r, 'accessibility'))),
      performanceRuns: byPerformance.map((r) => score(r, 'performance')),
      metrics: Object.fromEntries(metricIds.map((id) => [id, median.audits[id]?.displayValue ?? '-'])),
      failedAccessibilityAudits: accessibilityRefs
        .map((ref) => median.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.title}`),
      ...(heading ? { headingAtMs } : {}),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}
