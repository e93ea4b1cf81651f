// autocannon with our own latency percentiles: autocannon's histogram is in whole milliseconds and
// has no p95, so every response time (fractional ms) is recorded from its 'response' event.
// When the server answers `Connection: close`, autocannon 9 keeps stale entries in its per-connection
// queue across reconnects and reports ever-growing latencies (p50 of seconds at a few hundred req/s,
// which Little's law rules out); then a plain node:http client with the same concurrency measures instead.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * @typedef {object} LoadResult
 * @property {string} label
 * @property {number} rps mean requests per second over the run
 * @property {number} p50 ms
 * @property {number} p95 ms
 * @property {number} p99 ms
 * @property {number} requests total completed
 * @property {number} non2xx
 * @property {number} errors connection errors + timeouts
 * @property {string} tool 'autocannon', or 'node:http' when the server closes every connection
 */

/**
 * @param {number[]} sorted ascending
 * @param {number} q 0..1
 */
export function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

/**
 * Run autocannon against one URL.
 * @param {{ label: string, url: string, connections?: number, durationSec?: number, headers?: Record<string, string> }} options
 * @returns {Promise<LoadResult>}
 */
export async function measure({ label, url, connections = 50, durationSec = 10, headers = {} }) {
  /** @type {number[]} */
  const times = [];
  const instance = autocannon({ url, connections, duration: durationSec, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    tool: 'autocannon',
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The same measurement with node:http: `connections` loops, each sending the next request when the
 * previous answer ends, on a keep-alive agent (a new socket whenever the server closed the last one).
 * @param {{ label: string, url: string, connections?: number, durationSec?: number, headers?: Record<string, string> }} options
 * @returns {Promise<LoadResult>}
 */
export async function measureWithNodeHttp({ label, url, connections = 50, durationSec = 10, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + durationSec * 1000;
  const once = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const request = http.get(url, { agent, headers, timeout: 10000 }, (response) => {
        response.resume();
        response.once('end', () => {
          if (response.statusCode < 200 || response.statusCode >= 300) non2xx++;
          times.push(performance.now() - t0);
          resolve(undefined);
        });
      });
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', () => {
        errors++;
        resolve(undefined);
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  const elapsedSec = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    label,
    tool: 'node:http',
    rps: times.length / elapsedSec,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: times.length,
    non2xx,
    errors,
  };
}

/**
 * A short run whose numbers are thrown away, so JIT and caches are warm for the measured one.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function warmUp(url, headers = {}) {
  await autocannon({ url, connections: 10, duration: 2, headers });
}

/**
 * What one person feels: `count` requests one after another on one keep-alive connection (after
 * `warmUp` unmeasured ones), each timed from sending to the last byte of the answer.
 * @param {{ label: string, url: string, count?: number, warmUp?: number, method?: string, headers?: Record<string, string>,
 *   body?: (index: number) => unknown, expectStatus?: number }} options body: the JSON body of the index-th request (POST)
 * @returns {Promise<LoadResult & { mean: number, max: number }>}
 */
export async function measureSequential({
  label,
  url,
  count = 1000,
  warmUp: unmeasured = 100,
  method = 'GET',
  headers = {},
  body,
  expectStatus = method === 'POST' ? 201 : 200,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {number[]} */
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const once = (index) =>
    new Promise((resolve) => {
      const payload = body ? JSON.stringify(body(index)) : undefined;
      const t0 = performance.now();
      const request = http.request(
        url,
        { method, agent, timeout: 10000, headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : headers },
        (response) => {
          response.resume();
          response.once('end', () => {
            const elapsed = performance.now() - t0;
            if (response.statusCode !== expectStatus) non2xx++;
            resolve(elapsed);
          });
        },
      );
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', () => {
        errors++;
        resolve(null);
      });
      request.end(payload);
    });
  for (let i = 0; i < unmeasured; i += 1) await once(i);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const elapsed = await once(unmeasured + i);
    if (elapsed !== null) times.push(elapsed);
  }
  const elapsedSec = (performance.now() - started) / 1000;
  agent.destroy();
  const mean = times.reduce((sum, t) => sum + t, 0) / (times.length || 1);
  times.sort((a, b) => a - b);
  return {
    label,
    tool: 'node:http, 1 connection, sequential',
    rps: times.length / elapsedSec,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    mean,
    max: times[times.length - 1] ?? NaN,
    requests: times.length,
    non2xx,
    errors,
  };
}
