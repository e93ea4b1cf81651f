// First-load JavaScript of a page, as the browser really fetches it: every script response
// recorded in Chromium, each body gzipped (level 6, what a typical server sends).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

/**
 * @param {{ origin: string, path?: string, credentials?: { email: string, password: string }, ready: (page: import('playwright-core').Page) => Promise<unknown> }} options
 *   origin: the app's URL as a browser uses it; credentials: sign in first (the session cookie lands in the browser);
 *   ready: resolves when the page shows what a person came for
 * @returns {Promise<{ files: { url: string, bytes: number, gzipBytes: number }[], bytes: number, gzipBytes: number }>}
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
    /** @type {Map<string, Promise<Buffer | null>>} */
    const scripts = new Map();
    page.on('response', (response) => {
      const url = response.url();
      const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
      if (isScript && response.status() === 200 && !scripts.has(url))
        scripts.set(
          url,
          response.body().catch(() => null),
        );
    });
    await page.goto(`${origin}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [url, bodyPromise] of scripts) {
      const body = await bodyPromise;
      if (!body) continue;
      files.push({ url: url.replace(origin, ''), bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      files,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
