// The bench's printed table and its budget verdicts.

/**
 * Budgets of issues #2 (load, first load), #3 (sign-ins, landing, Lighthouse), #11 (start, memory),
 * #13 (alerts), #14 (the local ticket reader) and the tracking issue (one person's p95s, home's reads under load, home beyond the shell, Lighthouse on home).
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
  /** Issue 13: a wager to its limit notification readable through the API, p95 in each mode. */
  maxLimitNotificationP95Ms: 250,
  /** Issue 13: the limit check's p95 at 100,000 activities of history over its p95 at 1,000 (each function). */
  maxLimitCheckP95Ratio: 1.5,
  /** Issue 13: a session alert fires at most this long after its due time (the latest of 100, each job adapter). */
  maxSessionAlertLateMs: 5_000,
  /** Issue 14: the local ticket reader's seconds per photo, one at a time (2 cores). */
  maxScanMedianSeconds: 1.0,
  maxScanP95Seconds: 2.5,
  // Issue 30: leave-one-family-out mean, generated families and the dev photos' families.
  minLofoGenerated: 0.9,
  minLofoShared: 0.92,
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

// In distributed mode PostgreSQL, NATS and Redis are shared servers, not children of the product: their work counts as other work.
const others = (r) =>
  r.othersCores === undefined || r.othersCores === null ? '' : `  [other work${r.mode === 'distributed' ? ', the servers included' : ''}: ${r.othersCores.toFixed(1)} cores]`;
const ms = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/**
 * Issue 13's rows (see lib/alerts.mjs); pushes each verdict to `checks`.
 * @param {any} alerts the result of benchAlerts
 * @param {boolean[]} checks
 * @returns {string[]}
 */
export function alertsLines(alerts, checks) {
  const c = alerts.config;
  const lines = [
    `  issue 13, alerts (each mode on a product of its own; people in ${c.timeZone}, limits $${c.limits.dailySpendLimit}/$${c.limits.weeklySpendLimit}/$${c.limits.monthlySpendLimit} a day/week/month):`,
  ];
  const failed = (what, error) => {
    checks.push(false);
    lines.push(`      ${what}: not measured (${error})  FAIL`);
  };
  for (const r of alerts.limitNotifications) {
    if (r.error) {
      failed('wager to its limit notification', r.error);
      continue;
    }
    const ok = r.p95 <= budgets.maxLimitNotificationP95Ms && r.missed === 0 && r.wrong === 0 && r.extra === 0;
    checks.push(ok);
    const problems = r.missed || r.wrong || r.extra ? `  [${r.missed} missed, ${r.wrong} not the one expected, ${r.extra} people with extra ones]` : '';
    lines.push(
      `      ${`${r.mode}: POST /api/activities to the notification in GET /api/notifications/unread (polled every 5 ms), ${r.events} wagers one at a time`.padEnd(118)} p50 ${ms(r.p50).padStart(6)}  p95 ${ms(r.p95).padStart(6)}  max ${ms(r.max).padStart(6)} ms  budget p95 <= ${budgets.maxLimitNotificationP95Ms} ms: ${verdict(ok)}${problems}${others(r)}`,
    );
    const w = r.where;
    const split = w
      ? `; p50/p95 to ledger's event ${ms(w.toLedgerEvent.p50)}/${ms(w.toLedgerEvent.p95)}, then to alerts handling it ${ms(w.toAlertsHandling.p50)}/${ms(w.toAlertsHandling.p95)}, then to the GET showing it ${ms(w.toReadable.p50)}/${ms(w.toReadable.p95)} ms`
      : '';
    lines.push(
      `          (the POST alone p50 ${ms(r.postP50)} ms; ${ms(r.pollsPerEvent)} polls per wager${split}; ledger's answer named the limit reached in ${r.ledgerNamed} of ${r.events}${r.cpuMsPerWager === undefined ? '' : `; CPU per wager, ${r.mode === 'distributed' ? "the services' processes" : 'the product (PostgreSQL included)'} and this client: ${ms(r.cpuMsPerWager)} ms`})`,
    );
  }
  const lc = alerts.limitCheck;
  if (lc?.error) failed('limit check at 1k and 100k activities of history', lc.error);
  else if (lc) {
    const [small, large] = [lc.people[0], lc.people[lc.people.length - 1]];
    lines.push(
      `      limit check called directly, ${small.history.toLocaleString('en-AU')} vs ${large.history.toLocaleString('en-AU')} activities of history over ${lc.years} years (${large.inMonth} in this month, among ${large.others.people} others with ${large.others.activitiesEach} each), ${small.alerts.calls} calls each, ${lc.server}:${others(lc)}`,
    );
    for (const [key, name] of [
      ['alerts', "alerts' checkSpendLimits (event handler)"],
      ['ledger', "ledger's spendLimitsReached (POST answer)"],
    ]) {
      const ratio = large[key].p95 / small[key].p95;
      const ok = ratio <= budgets.maxLimitCheckP95Ratio;
      checks.push(ok);
      lines.push(
        `          ${name.padEnd(44)} p50 ${ms(small[key].p50, 2)} / ${ms(large[key].p50, 2)} ms, p95 ${ms(small[key].p95, 2)} / ${ms(large[key].p95, 2)} ms, p99 ${ms(small[key].p99, 2)} / ${ms(large[key].p99, 2)} ms  p95 ratio ${ratio.toFixed(2)}  budget <= ${budgets.maxLimitCheckP95Ratio}: ${verdict(ok)}`,
      );
    }
    const plan = (p) => `${p.scans.join(' + ')}, ${p.sharedHit} buffers, ${ms(p.executionMs, 2)} ms`;
    lines.push(`          the month's sum at ${large.history.toLocaleString('en-AU')}: alerts ${plan(large.plans.alertsMonthSum)}; ledger ${plan(large.plans.ledgerSpendIn)}`);
  }
  for (const r of alerts.sessionAlerts) {
    if (r.error) {
      failed('session alert lateness', r.error);
      continue;
    }
    const ok = r.missing === 0 && r.max <= budgets.maxSessionAlertLateMs;
    checks.push(ok);
    lines.push(
      `      ${`${r.mode}: session alert after its due time (${r.jobs}; ${r.fired} of ${r.sessions}, due ${r.markMs} ms after a start, starts over ${(r.startSpreadMs / 1000).toFixed(1)} s)`.padEnd(118)} p50 ${ms(r.p50).padStart(6)}  p95 ${ms(r.p95).padStart(6)}  max ${ms(r.max).padStart(6)} ms  budget max <= ${budgets.maxSessionAlertLateMs} ms: ${verdict(ok)}${r.missing ? `  [${r.missing} never fired]` : ''}${r.overlapped ? '  [the starts outlasted the gap to the 45-minute marks, which came due meanwhile]' : ''}${others(r)}`,
    );
  }
  if (alerts.embeddedError) failed('embedded mode', alerts.embeddedError);
  if (alerts.distributedError) failed('distributed mode', alerts.distributedError);
  if (alerts.distributedSkipped) lines.push(`      distributed mode skipped: ${alerts.distributedSkipped}`);
  return lines;
}

/**
 * Issue 14's lines: the local ticket reader's seconds per photo and four scans at once.
 * @param {any} scan what lib/scan.mjs returned
 * @param {boolean[]} checks
 */
export function scanLofoLines(lofo, checks) {
  const lines = [];
  for (const set of lofo.sets) {
    const min = set.name === 'shared' ? budgets.minLofoShared : budgets.minLofoGenerated;
    const ok = set.lofoMean >= min;
    checks.push(ok);
    const families = Object.entries(set.byFamily)
      .map(([family, f]) => `${family} ${fmt(f.heldOut, 3)}`)
      .join(', ');
    lines.push(
      `  issue 30, ticket reader on ${set.name === 'shared' ? 'the dev photos' : `generated photos${set.seed !== null && set.seed !== undefined ? ` (seed ${set.seed})` : ''}`}, ${set.images} photos: all families ${fmt(set.all, 3)}; leave-one-family-out mean ${fmt(set.lofoMean, 3)} (${families}; ${lofo.tunings} tunings)  budget >= ${min}: ${verdict(ok)}`,
      `      fields: ${Object.entries(set.fields)
        .filter(([field]) => field !== 'description')
        .map(([field, accuracy]) => `${field} ${fmt(accuracy, 2)}`)
        .join(', ')}`,
    );
  }
  return lines;
}

export function scanLines(scan, checks) {
  const timeOk = scan.medianSeconds <= budgets.maxScanMedianSeconds && scan.p95Seconds <= budgets.maxScanP95Seconds;
  const concurrentOk = scan.concurrent.errors === 0;
  const endpoint = scan.endpoint;
  const endpointOk = endpoint.serverErrors === 0 && endpoint.statuses.every((status) => status === 200);
  checks.push(timeOk, concurrentOk, endpointOk);
  return [
    `  issue 14, local ticket reader (clean-up + tesseract.js + parser), ${scan.images} photos one at a time: median ${fmt(scan.medianSeconds, 2)} s  p95 ${fmt(scan.p95Seconds, 2)} s  max ${fmt(scan.maxSeconds, 2)} s  (CPU ${fmt(scan.cpuSecondsPerImage, 2)} s per photo; start-up ${fmt(scan.startupSeconds, 1)} s)  budget median <= ${budgets.maxScanMedianSeconds} s, p95 <= ${budgets.maxScanP95Seconds} s: ${verdict(timeOk)}`,
    `      four scans at once, ${scan.concurrent.rounds} rounds: ${scan.concurrent.errors} errors (median round ${fmt(scan.concurrent.medianRoundSeconds, 2)} s); peak RSS of the process ${mb(scan.peakRssBytes)}  budget no error: ${verdict(concurrentOk)}`,
    `      through the gateway (embedded), POST /api/interpret-ticket-image four at once, ${endpoint.rounds} rounds: answers ${endpoint.statuses.join(' ')}, ${endpoint.serverErrors} of 5xx (median round ${fmt(endpoint.medianRoundSeconds, 2)} s); the app process's RSS ${mb(endpoint.idleRssBytes)} before, peak ${mb(endpoint.peakRssBytes)}  budget no 5xx: ${verdict(endpointOk)}`,
  ];
}
