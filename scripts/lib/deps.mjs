// Installs and builds the workspace. Only node: built-ins here: this runs before `npm install`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { run, runOrThrow } from './run.mjs';

const lockPath = path.join(repoRoot, 'package-lock.json');
const modulesPath = path.join(repoRoot, 'node_modules');
/** Stamp written after a successful install: the hash of the lock file it installed. */
export const stampPath = path.join(modulesPath, '.tally-install-stamp');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** @returns {string} sha256 of package-lock.json */
function lockHash() {
  return createHash('sha256').update(readFileSync(lockPath)).digest('hex');
}

/**
 * Whether every package the lock file names is on disk at the locked version.
 * Used when the stamp is missing or stale, so a tree installed by hand (or by `npm install <pkg>`,
 * which rewrites the lock and installs in one go) is adopted instead of wiped by `npm ci`.
 * @returns {boolean}
 */
export function installedTreeMatchesLock() {
  /** @type {{ packages?: Record<string, { version?: string, link?: boolean, optional?: boolean, devOptional?: boolean }> }} */
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.includes('node_modules/')) continue; // the root and workspace folders themselves
    const dir = path.join(repoRoot, key);
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) {
      // Platform-specific optional packages (other OS/CPU builds) are legitimately absent.
      if (entry.optional || entry.devOptional) continue;
      return false;
    }
    if (entry.link || !entry.version) continue;
    try {
      if (JSON.parse(readFileSync(manifest, 'utf8')).version !== entry.version) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Make node_modules match package-lock.json: `npm ci` when node_modules is missing or the lock
 * changed since the last install (and the tree on disk does not already match it).
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<{ installed: boolean }>} installed is true when npm ci ran
 */
export async function ensureInstalled({ log = () => {} } = {}) {
  if (!existsSync(lockPath)) throw new Error(`package-lock.json is missing at ${lockPath}`);
  const hash = lockHash();
  if (existsSync(modulesPath)) {
    if (existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === hash) return { installed: false };
    if (installedTreeMatchesLock()) {
      writeFileSync(stampPath, `${hash}\n`);
      log('node_modules already matches package-lock.json');
      return { installed: false };
    }
    log('package-lock.json changed since the last install: running npm ci');
  } else {
    log('node_modules is missing: running npm ci');
  }
  const ci = await run(npm, ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot });
  if (ci.code !== 0) {
    // npm ci also refuses a lock that lacks optional platform packages the registry does not serve
    // (here: some @swc/core-* and @nx/nx-* builds answer 404), which `npm install` simply skips.
    log('npm ci failed; trying npm install with the same lock file');
    await runOrThrow(npm, ['install', '--no-audit', '--no-fund'], { cwd: repoRoot });
  }
  // npm install may have normalised the lock: stamp what is on disk now.
  writeFileSync(stampPath, `${lockHash()}\n`);
  return { installed: true };
}

/** Environment that keeps Nx offline, daemon-less and quiet. */
export function nxEnv(env = process.env) {
  return { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
}

/**
 * Build every package with Nx (cached: unchanged packages are restored, not rebuilt).
 * Set TALLY_SKIP_BUILD=1 to skip (for repeated local runs when you know dist is current).
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<void>}
 */
export async function buildAll({ log = () => {} } = {}) {
  if (process.env.TALLY_SKIP_BUILD === '1') {
    log('TALLY_SKIP_BUILD=1: not building');
    return;
  }
  log('building (npx nx run-many -t build)');
  const localNx = path.join(modulesPath, '.bin', 'nx');
  const [command, args] = existsSync(localNx)
    ? [localNx, ['run-many', '-t', 'build', '--output-style=stream']]
    : [npx, ['nx', 'run-many', '-t', 'build', '--output-style=stream']];
  // Nx's progress goes to stderr so callers can keep stdout for their own results.
  await runOrThrow(command, args, { cwd: repoRoot, env: nxEnv(), stdio: ['ignore', 2, 2] });
}

/**
 * Install (if needed) and build.
 * @param {{ log?: (message: string) => void, build?: boolean }} [options]
 * @returns {Promise<void>}
 */
export async function ensureDepsAndBuild({ log = () => {}, build = true } = {}) {
  await ensureInstalled({ log });
  if (build) await buildAll({ log });
}
