// Which real servers a test may use. Under CI a missing server is a failure; outside CI the test
// runs when the variable is set or the default port answers, and is skipped (with the reason) otherwise.
import net from 'node:net';

const defaults = {
  DATABASE_TEST_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** @param {string} host @param {number} port */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** @param {string} url @param {number} fallbackPort */
function endpoint(url, fallbackPort) {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: Number(parsed.port || fallbackPort) };
  } catch {
    // postgres://user@/db?host=/var/run/postgresql (a Unix socket) is not a WHATWG URL.
    return { host: '', port: fallbackPort };
  }
}

/**
 * Resolve the servers for a distributed test.
 * @returns {Promise<{ ok: true, databaseUrl: string, natsUrl: string, redisUrl: string } | { ok: false, reason: string }>}
 */
export async function realServers() {
  const urls = {
    DATABASE_TEST_URL: process.env.DATABASE_TEST_URL || defaults.DATABASE_TEST_URL,
    NATS_URL: process.env.NATS_URL || defaults.NATS_URL,
    REDIS_URL: process.env.REDIS_URL || defaults.REDIS_URL,
  };
  const ports = { DATABASE_TEST_URL: 5432, NATS_URL: 4222, REDIS_URL: 6379 };
  const missing = [];
  for (const [name, url] of Object.entries(urls)) {
    const { host, port } = endpoint(url, ports[name]);
    // A socket URL (postgres://user@/db?host=/run/...) has no TCP port to probe: trust the variable.
    if (!host && process.env[name]) continue;
    if (!(await answers(host || '127.0.0.1', port))) missing.push(`${name} (${url})`);
  }
  if (missing.length) {
    const reason = `needs PostgreSQL, NATS and Redis; not answering: ${missing.join(', ')} (run node scripts/ensure-infra.mjs)`;
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`under CI ${reason}`);
    return { ok: false, reason };
  }
  return { ok: true, databaseUrl: urls.DATABASE_TEST_URL, natsUrl: urls.NATS_URL, redisUrl: urls.REDIS_URL };
}

/**
 * Poll fn until it returns a truthy value.
 * @template T
 * @param {() => Promise<T>} fn
 * @param {{ timeoutMs: number, intervalMs?: number, what: string }} options
 * @returns {Promise<NonNullable<T>>}
 */
export async function eventually(fn, { timeoutMs, intervalMs = 250, what }) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await fn();
    if (last) return /** @type {NonNullable<T>} */ (last);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
