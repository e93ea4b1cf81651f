#!/usr/bin/env node
// Measures the issue-2 budget: the gzip size of every JavaScript file the browser loads for /
// when signed in (shell + tracking), at most 200 KB. Gzip level 6 per file, as a server would send.
//
// CLI:  BASE=http://localhost:8080 EMAIL=a@b.c PASSWORD=secret node shell/scripts/measure-first-load.mjs
//       (signs in through POST /api/login, then loads /; prints JSON)
// API:  import { measureFirstLoadJs } from './measure-first-load.mjs'; await measureFirstLoadJs(page, base)
//       with a Playwright page that is already signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

/**
 * Loads `${base}/` in `page` and sums the JavaScript it fetched until the home screen is idle.
 * @param {import('playwright-core').Page} page a signed-in page
 * @param {string} base the gateway origin
 * @returns {Promise<{ files: number, rawBytes: number, gzipBytes: number, perFile: { url: string, raw: number, gzip: number }[] }>}
 */
export async function measureFirstLoadJs(page, base) {
  const seen = new Map();
  const onResponse = async (response) => {
    const url = response.url();
    if (!/\.js(\?|$)/.test(url) || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (body) seen.set(url, { url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  };
  page.on('response', onResponse);
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'Log a Wager' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const perFile = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    files: perFile.length,
    rawBytes: perFile.reduce((sum, file) => sum + file.raw, 0),
    gzipBytes: perFile.reduce((sum, file) => sum + file.gzip, 0),
    perFile,
  };
}

async function main() {
  const base = process.env.BASE ?? 'http://localhost:8080';
  const { EMAIL: email, PASSWORD: password } = process.env;
  if (!email || !password) throw new Error('set EMAIL and PASSWORD of an existing account');
  const require = createRequire(import.meta.url);
  const { chromium } = require('playwright-core');
  const profile = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const login = await page.request.post(`${base}/api/login`, { data: { username: email, password }, headers: { Origin: base } });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
    const result = await measureFirstLoadJs(page, base);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
