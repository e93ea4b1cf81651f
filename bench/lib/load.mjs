// autocannon with our own latency percentiles: autocannon's histogram is in whole milliseconds and
// has no p95, so every response time (fractional ms) is recorded from its 'response' event.
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
 */

/**
 * @param {number[]} sorted ascending
 * @param {number} q 0..1
 */
function percentile(sorted, q) {
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
  instance.on('response', (_client, _status, _bytes, responseTime) => { times.push(responseTime); });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
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
 * A short run whose numbers are thrown away, so JIT and caches are warm for the measured one.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function warmUp(url, headers = {}) {
  await autocannon({ url, connections: 10, duration: 2, headers });
}
