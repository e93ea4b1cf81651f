// First-load JavaScript of a page, as the browser really fetches it: every script response
// recorded in Chromium, each body gzipped (level 6, what a typical server sends). homeBeyondShell
// subtracts one page's files from another's (home's own JavaScript beyond the shell's).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

/**
 * @typedef {{ url: string, type: string, bytes: number, gzipBytes: number }} ScriptFile type: Chromium's resource type
 *   ('script' when run by a script tag or import; 'other' for a prefetch hint)
 * @typedef {{ files: ScriptFile[], bytes: number, gzipBytes: number }} FirstLoad
 */

/**
 * @param {{ origin: string, path?: string, credentials?: { email: string, password: string }, ready: (page: import('playwright-core').Page) => Promise<unknown> }} options
 *   origin: the app's URL as a browser uses it; credentials: sign in first (the session cookie lands in the browser);
 *   ready: resolves when the page shows what a person came for
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoadJs({ origin, path = '/', credentials, ready }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (credentials) {
      const login = await page.request.post(`${origin}/api/login`, { data: { username: credentials.email, password: credentials.password }, headers: { origin } });
      if (login.status() !== 200) throw new Error(`browser sign-in answered ${login.status()}`);
    }
    /** @type {Map<string, { type: string, body: Promise<Buffer | null> }>} */
    const scripts = new Map();
    page.on('response', (response) => {
      const url = response.url();
      const type = response.request().resourceType();
      const isScript = type === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
      if (isScript && response.status() === 200 && !scripts.has(url)) scripts.set(url, { type, body: response.body().catch(() => null) });
    });
    await page.goto(`${origin}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [url, script] of scripts) {
      const body = await script.body;
      if (!body) continue;
      files.push({ url: url.replace(origin, ''), type: script.type, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
    }
    return summed(files);
  } finally {
    await browser.close();
  }
}

/** @param {ScriptFile[]} files */
const summed = (files) => ({
  files: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes),
  bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
});

/**
 * Home's JavaScript beyond the shell's first load: the files home's load fetched that the shell's
 * own page did not (the remote's entry and chunks, shared modules only home needs). Prefetch hints
 * (type 'other') are left out and listed apart: a lazy dialog fetched ahead of use is not first load.
 * @param {FirstLoad} home
 * @param {FirstLoad} shell
 * @returns {FirstLoad & { prefetched: ScriptFile[] }}
 */
export function homeBeyondShell(home, shell) {
  const shellUrls = new Set(shell.files.map((f) => f.url));
  const beyond = home.files.filter((f) => !shellUrls.has(f.url));
  return { ...summed(beyond.filter((f) => f.type !== 'other')), prefetched: beyond.filter((f) => f.type === 'other') };
}
