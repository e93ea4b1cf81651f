// Embedded mode plus Debian's Chromium, as every browser test uses them: a fresh data folder, one
// browser, pages that record uncaught errors and any request that leaves the machine, screenshots
// into e2e/artifacts, and axe limited to what the suite fails on (serious and critical).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const artifacts = path.join(here, '..', 'artifacts');

/** The two sizes every screen is looked at (spec: phone first, and a desktop). */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Start embedded mode on a new data folder and a browser beside it.
 * @param {{ env?: NodeJS.ProcessEnv }} [options] env: extra environment for embedded mode (e.g. standInPushEnv)
 * @returns {Promise<{
 *   origin: string, dataDir: string, browser: import('playwright-core').Browser,
 *   pageErrors: string[], offMachineRequests: string[],
 *   newPage: (viewport?: { width: number, height: number }) => Promise<import('playwright-core').Page>,
 *   stop: () => Promise<void>,
 * }>}
 */
export async function startAppInBrowser({ env = {} } = {}) {
  mkdirSync(artifacts, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-e2e-'));
  // Every answer the services give is checked against its operation's schema (a misfit is a 500 the tests see).
  const server = await startEmbedded({ dataDir, env: { TALLY_CHECK_ANSWERS: '1', ...env }, timeoutMs: 120000 });
  const browser = await launchChromium();
  /** @type {string[]} */
  const pageErrors = [];
  /** @type {string[]} */
  const offMachineRequests = [];
  return {
    // The browser uses localhost, the origin embedded mode announces (PUBLIC_URL's default), so the
    // emailed verification links open in the same cookie jar.
    origin: `http://localhost:${server.port}`,
    dataDir,
    browser,
    pageErrors,
    offMachineRequests,
    async newPage(viewport = viewports.desktop) {
      const context = await browser.newContext({ viewport, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
      const page = await context.newPage();
      page.setDefaultTimeout(20000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('request', (request) => {
        const { hostname, protocol } = new URL(request.url());
        if ((protocol === 'http:' || protocol === 'https:') && !localHosts.has(hostname)) offMachineRequests.push(request.url());
      });
      return page;
    },
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Full-page screenshot into e2e/artifacts.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function screenshot(page, name) {
  await animationsSettled(page);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * Waits until transitions and finite animations have finished: a screenshot or an axe check judges
 * what a person sees once things settle (a dialog or toast still fading in has blended colours).
 * Endless animations, like a spinner, are left running.
 * @param {import('playwright-core').Page} page
 */
export async function animationsSettled(page) {
  // Quiet for 200 ms, not just at one instant: content arriving a moment later fades in too.
  await page.waitForFunction(
    () => {
      const quiet = document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
      const now = performance.now();
      const state = /** @type {any} */ (window);
      if (!quiet) state.__tallyQuietSince = undefined;
      else state.__tallyQuietSince ??= now;
      return quiet && now - state.__tallyQuietSince >= 200;
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA) on the page as it is now, as readable lines.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export async function seriousAxeViolations(page) {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
