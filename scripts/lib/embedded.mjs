// Start embedded mode (one process) for tests and the bench, and wait until it is ready.
import { existsSync } from 'node:fs';
import { freePort, waitForHttp } from './net.mjs';
import { serviceMain } from './paths.mjs';
import { spawnPrefixed } from './processes.mjs';

const readyLine = /Tally is ready on (http:\/\/\S+)/;

/**
 * @typedef {object} EmbeddedServer
 * @property {string} url base URL, e.g. http://127.0.0.1:41234
 * @property {number} port
 * @property {number} pid
 * @property {number} spawnedAt Date.now() when spawned
 * @property {number} readyAt Date.now() when the ready line was printed and /readyz answered 200
 * @property {import('./processes.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop SIGTERM (graceful), SIGKILL after 15 s
 */

/**
 * Spawn `node services/embedded/dist/main.js` and wait for its ready line and /readyz.
 * @param {{ dataDir: string, port?: number, env?: NodeJS.ProcessEnv, write?: ((text: string) => void) | null, timeoutMs?: number, name?: string, main?: string }} options
 *   port: default a free port; env: extra environment; write: where its prefixed log lines go (null = quiet);
 *   main: another build's services/embedded/dist/main.js (the bench compares builds)
 * @returns {Promise<EmbeddedServer>}
 */
export async function startEmbedded({ dataDir, port, env = {}, write = null, timeoutMs = 120000, name = 'embedded', main = serviceMain('embedded') }) {
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
  const listenPort = port ?? (await freePort());
  /** @type {string[]} */
  const recent = [];
  let sawReady = false;
  const spawnedAt = Date.now();
  // Embedded means embedded: servers npm test points its other steps at (NATS_URL, REDIS_URL,
  // DATABASE_URL) are not inherited, or the app would share their default stream and keys. A caller
  // that wants one passes it in `env`.
  const { NATS_URL, REDIS_URL, DATABASE_URL, ...inherited } = process.env;
  const child = spawnPrefixed(name, process.execPath, [main], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, PORT: String(listenPort), HOST: env.HOST ?? '127.0.0.1', DATA_DIR: dataDir },
    write,
    onLine(line) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (readyLine.test(line)) sawReady = true;
    },
  });
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForHttp(`${url}/readyz`, { timeoutMs, intervalMs: 100, isAlive: child.alive });
    const deadline = Date.now() + 5000;
    while (!sawReady && Date.now() < deadline && child.alive()) await new Promise((r) => setTimeout(r, 50));
    if (!sawReady) throw new Error('/readyz answered but the ready line "Tally is ready on ..." was not printed');
  } catch (error) {
    await child.stop('SIGKILL');
    const tail = recent.slice(-20).join('\n');
    throw new Error(`embedded mode did not become ready: ${error instanceof Error ? error.message : error}\n--- last output ---\n${tail}`);
  }
  return {
    url,
    port: listenPort,
    pid: /** @type {number} */ (child.child.pid),
    spawnedAt,
    readyAt: Date.now(),
    process: child,
    stop: () => child.stop('SIGTERM', 15000),
  };
}
