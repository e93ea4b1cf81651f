// Small network helpers: does a port answer, pick a free port, wait for an HTTP endpoint.
import net from 'node:net';

/**
 * Whether something accepts TCP connections on host:port.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function portAnswers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Wait until a port answers.
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<boolean>} false on timeout
 */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 30000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port, host)) return true;
    await sleep(250);
  }
  return false;
}

/**
 * A TCP port that is free on 127.0.0.1 right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Several distinct free ports, one per name.
 * @template {string} K
 * @param {K[]} names
 * @returns {Promise<Record<K, number>>}
 */
export async function freePorts(names) {
  // Hold every listener open until all are chosen, so the OS never hands out the same port twice.
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = /** @type {Record<K, number>} */ ({});
  names.forEach((name, index) => {
    ports[name] = /** @type {net.AddressInfo} */ (servers[index].address()).port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Poll a URL until it answers with an accepted status.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, accept?: (status: number) => boolean, isAlive?: () => boolean }} [options]
 *   isAlive: return false to stop waiting early (e.g. the process died)
 * @returns {Promise<void>} rejects on timeout or when isAlive() turns false
 */
export async function waitForHttp(url, { timeoutMs = 60000, intervalMs = 200, accept = (status) => status >= 200 && status < 300, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url} (last: ${last})`);
}

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
