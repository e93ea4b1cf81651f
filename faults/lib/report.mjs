// The suite's results table: one row per fault (the requests in flight or started from the fault until
// everyone could write again), then the checks that hold for the whole run.
import { ANSWER_BOUND_MS } from './people.mjs';

/**
 * @param {{ name: string, refusedByDesign?: boolean }} fault
 * @param {import('./people.mjs').RequestRecord[]} records
 * @param {{ faultAt: number, healedAt: number, recoveredAt: number | null, windowEnd: number }} times
 */
export function faultRow(fault, records, { faultAt, healedAt, recoveredAt, windowEnd }) {
  // Requests in flight when the fault came count too: they are the ones a pause leaves hanging.
  const window = records.filter((r) => r.at + r.ms >= faultAt && r.at <= windowEnd);
  const ok2xx = window.filter((r) => r.status !== null && r.status >= 200 && r.status < 300 && r.ms <= ANSWER_BOUND_MS).length;
  const unavailable = window.filter((r) => r.status === 503 && r.ms <= ANSWER_BOUND_MS).length;
  // Refused connections are the expected answer only when the killed process is the one listening; so is
  // a connection it dropped as it died (only a connection made before its death can be dropped: after
  // it, connecting is refused). The client's retry with the same Idempotency-Key tells whether it was saved.
  const byDesign = (r) => fault.refusedByDesign && (r.kind === 'refused' || r.kind === 'network');
  const refused = window.filter(byDesign).length;
  const failures = window.length - ok2xx - unavailable - refused;
  const kinds = {};
  for (const r of window) {
    const good = (r.status !== null && ((r.status >= 200 && r.status < 300) || r.status === 503) && r.ms <= ANSWER_BOUND_MS) || byDesign(r);
    if (good) continue;
    const what = r.status === null ? r.kind : r.ms > ANSWER_BOUND_MS ? `${r.status} after ${(r.ms / 1000).toFixed(1)} s` : String(r.status);
    const label = r.status === null || r.ms > ANSWER_BOUND_MS ? what.replace(/ after .*/, ' slow') : what;
    kinds[label] = (kinds[label] ?? 0) + 1;
  }
  return {
    fault: fault.name,
    requests: window.length,
    ok2xx,
    unavailable,
    refused,
    failures,
    failureKinds: kinds,
    maxAnswerMs: window.reduce((max, r) => Math.max(max, r.ms), 0),
    recoveredS: recoveredAt === null ? null : Math.round((recoveredAt - healedAt) / 100) / 10,
    ok: failures === 0 && recoveredAt !== null,
  };
}

/**
 * @param {string} mode
 * @param {ReturnType<typeof faultRow>[]} rows
 * @param {{ name: string, ok: boolean, detail: string }[]} checks
 */
export function printTable(mode, rows, checks) {
  const head = ['fault', 'requests', '2xx', '503', 'refused', 'other failures', 'max answer', 'recovered in', 'checks'];
  const body = rows.map((r) => [
    r.fault,
    String(r.requests),
    String(r.ok2xx),
    String(r.unavailable),
    String(r.refused),
    r.failures
      ? `${r.failures} (${Object.entries(r.failureKinds)
          .map(([k, n]) => `${n}× ${k}`)
          .join(', ')})`
      : '0',
    `${(r.maxAnswerMs / 1000).toFixed(1)} s`,
    r.recoveredS === null ? 'not in 60 s' : `${r.recoveredS.toFixed(1)} s`,
    r.ok ? 'passed' : 'FAILED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [``, `Fault suite, ${mode} mode`, line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line), ''];
  for (const c of checks) out.push(`  ${c.ok ? 'passed' : 'FAILED'}  ${c.name}: ${c.detail}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
