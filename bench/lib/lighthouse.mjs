// Lighthouse (the npm package, Debian's Chromium) on signed-out pages with its default mobile
// settings: a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU. Each page is run
// `runs` times after one warm-up and the median performance run is reported, as Lighthouse's own
// docs advise for a score that moves run to run.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * @param {{ url: string, runs?: number }} options
 * @returns {Promise<{ url: string, performance: number, accessibility: number, performanceRuns: number[], metrics: Record<string, string>, failedAccessibilityAudits: string[] }>}
 */
export async function runLighthouse({ url, runs = 3 }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const once = async () => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      return lhr;
    };
    await once();
    const reports = [];
    for (let i = 0; i < runs; i += 1) reports.push(await once());
    const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = reports[Math.floor(reports.length / 2)];
    const accessibilityRefs = median.categories.accessibility?.auditRefs ?? [];
    return {
      url,
      performance: score(median, 'performance'),
      accessibility: Math.min(...reports.map((r) => score(r, 'accessibility'))),
      performanceRuns: reports.map((r) => score(r, 'performance')),
      metrics: Object.fromEntries(metricIds.map((id) => [id, median.audits[id]?.displayValue ?? '-'])),
      failedAccessibilityAudits: accessibilityRefs
        .map((ref) => median.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.title}`),
    };
  } finally {
    chrome.kill();
  }
}
