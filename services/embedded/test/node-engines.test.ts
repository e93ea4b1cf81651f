import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// npm's own range checker (a dependency of npm's tool chain, hoisted in the workspace): the test asks the question
// `npm ci` asks before it prints EBADENGINE.
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean; minVersion(range: string): { version: string } | null };

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The README promises `npm start` on Node 20: every installed package must accept the oldest Node the root
 * package.json's engines allow, so installing on it prints no EBADENGINE warning.
 */
describe('Node 20', () => {
  it('should be accepted by every package the lock file installs', async () => {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    expect(oldest.startsWith('20.')).toBe(true);
    const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: unknown }> };
    const refused = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = (entry.engines as { node?: unknown } | undefined)?.node;
      return typeof range === 'string' && !semver.satisfies(oldest, range) ? [`${where.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${range}`] : [];
    });
    expect(refused).toEqual([]);
  });
});
