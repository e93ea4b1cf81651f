// The bench's printed table and its budget verdicts.

/**
 * Budgets of issues #2 (load, first load), #3 (sign-ins, landing, Lighthouse), #11 (start, memory)
 * and the tracking issue (one person's p95s, home's reads under load, home beyond the shell, Lighthouse on home).
 */
export const budgets = Object.freeze({
  minRatioVsBare: 0.1,
  /** p95 of one person's requests in a row (ms), by read or write. */
  maxPersonP95Ms: Object.freeze({ stats: 10, activities: 5, activeSession: 5, createActivity: 15 }),
  maxHomeBeyondShellGzipBytes: 120 * 1000,
  maxP99Ms: 50,
  maxFirstLoadGzipBytes: 200 * 1000,
  maxLandingFirstLoadGzipBytes: 150 * 1000,
  maxLoginP95Ms: 300,
  minLighthouseScore: 90,
  maxIdlePssBytes: 300 * 1000 * 1000,
  maxColdFirstPageMs: 10_000,
  maxFirstPageMs: 5_000,
});

/** @param {boolean} ok */
export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/**
 * Rows for a load table.
 * @param {import('./load.mjs').LoadResult[]} results
 * @param {import('./load.mjs').LoadResult} bare
 * @param {(r: import('./load.mjs').LoadResult) => string} budgetText
 */
export function loadTable(results, bare, budgetText) {
  const lines = [`  ${'target'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)}  budget`];
  for (const r of results) {
    const ratio = r === bare ? '100%' : `${fmt((r.rps / bare.rps) * 100)}%`;
    const problems =
      (r.non2xx || r.errors ? `  [${r.non2xx} non-2xx, ${r.errors} errors]` : '') + (r.tool === 'node:http' ? '  [server closes every connection; measured with node:http]' : '');
    lines.push(
      `  ${r.label.padEnd(46)} ${fmt(r.rps, 0).padStart(8)} ${fmt(r.p50, 2).padStart(7)} ${fmt(r.p95, 2).padStart(7)} ${fmt(r.p99, 2).padStart(7)} ${ratio.padStart(8)}  ${budgetText(r)}${problems}`,
    );
  }
  return lines;
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** @param {number} bytes */
export const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(0)} MiB`;
