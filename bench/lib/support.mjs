// Help & Support's budgets (issue 16), measured on the running product (embedded, fresh data folder):
//   1. mfe-support's JavaScript beyond the shell: the scripts signed-in /education fetches that
//      signed-in /profile (a shell screen) does not, gzipped; budget <= 80 kB;
//   2. Lighthouse mobile on /education, signed in: performance and accessibility >= 95.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { kb, verdict } from './report.mjs';
import { registerAndLogin, signIn } from './seed.mjs';

export const supportBudgets = Object.freeze({ maxBeyondShellGzipBytes: 80 * 1000, minLighthouseScore: 95 });

/**
 * @param {{ note: (line: string) => void }} options
 * @returns {Promise<{ beyondShell: ReturnType<typeof homeBeyondShell>, shellGzipBytes: number, lighthouse: Awaited<ReturnType<typeof runLighthouse>> }>}
 */
export async function benchSupport({ note }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-support-'));
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    note('support: starting embedded mode on a fresh data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    const user = await registerAndLogin(base, base, path.join(dataDir, 'mailbox'));
    await user.api.patch('/api/user/settings', { hasCompletedOnboarding: true });
    const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
    note('support: first-load JavaScript of /education and of /profile');
    const education = await measureFirstLoadJs({ origin: base, path: '/education', credentials: user, ready: heading('Help & Support') });
    const shell = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
    const beyondShell = homeBeyondShell(education, shell);
    note('support: Lighthouse (mobile) on /education, signed in: a warm-up and 5 runs');
    const lighthouse = await runLighthouse({ url: `${base}/education`, cookie: await signIn(base, base, user), heading: 'Help & Support' });
    return { beyondShell, shellGzipBytes: shell.gzipBytes, lighthouse };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The printed lines of the support part, each budget's verdict pushed onto `checks`.
 * @param {Awaited<ReturnType<typeof benchSupport>>} support
 * @param {boolean[]} checks
 */
export function supportLines(support, checks) {
  const { beyondShell, lighthouse } = support;
  const sizeOk = beyondShell.gzipBytes <= supportBudgets.maxBeyondShellGzipBytes;
  const lhOk = lighthouse.performance >= supportBudgets.minLighthouseScore && lighthouse.accessibility >= supportBudgets.minLighthouseScore;
  checks.push(sizeOk, lhOk);
  return [
    `  issue 16, /education's JS beyond the shell's first load (signed-in /education minus signed-in /profile, ${kb(support.shellGzipBytes)}): ${kb(beyondShell.gzipBytes)} gzip (${kb(beyondShell.bytes)} raw, ${beyondShell.files.length} files)  budget <= 80 kB: ${verdict(sizeOk)}`,
    ...beyondShell.files.map((f) => `      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`),
    `  issue 16, Lighthouse mobile on /education (signed in): performance ${lighthouse.performance} (runs ${lighthouse.performanceRuns.join(', ')}), accessibility ${lighthouse.accessibility}; ${Object.entries(
      lighthouse.metrics,
    )
      .map(([id, value]) => `${id} ${value}`)
      .join(', ')}  budget >= 95 each: ${verdict(lhOk)}`,
    ...(lighthouse.failedAccessibilityAudits.length ? [`      accessibility audits not passed: ${lighthouse.failedAccessibilityAudits.join('; ')}`] : []),
  ];
}
