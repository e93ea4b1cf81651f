// Issue 31's detection figures, in a process of its own (run by lib/bank-check.mjs with tsx): precision and recall of
// 'sure' lines on labelled synthetic statements of seeds never used while the detection list was written, and the
// 10,000-line CSV the browser part reads (CommBank layout: no header, quoted commas, thousands separators, a BOM,
// CRLF, pending lines). Prints one JSON object on stdout.
import { writeFileSync } from 'node:fs';
// The bench (scope:server) scores the browser's own classifier here, in Node: it is plain code with no DOM or React.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { scoreDetection, syntheticStatement, writeStatement } from '@tally/mfe-reports/bank-check-testing';

const csvPath = process.argv[2];
const seeds = [9001, 9002, 9003];
const sets = seeds.map((seed) => ({ seed, ...scoreDetection(syntheticStatement({ seed, count: 6000 })) }));
const total = sets.reduce((n, s) => n + s.lines, 0);
const mean = (key: 'precision' | 'recall' | 'foundAtAll') => sets.reduce((sum, s) => sum + s[key] * s.lines, 0) / total;
const lines = syntheticStatement({ seed: 31, count: 10_000, pendingShare: 0.02 });
writeFileSync(csvPath, writeStatement(lines, 'commbank', { bom: true, crlf: true, thousands: true }));
process.stdout.write(
  `${JSON.stringify({
    lines: total,
    precision: mean('precision'),
    recall: mean('recall'),
    foundAtAll: mean('foundAtAll'),
    falsePossible: sets.reduce((n, s) => n + s.falsePossible, 0),
    perSeed: sets.map(({ seed, lines: n, precision, recall, missed, wrongSure }) => ({
      seed,
      lines: n,
      precision,
      recall,
      missed: missed.slice(0, 5),
      wrongSure: wrongSure.slice(0, 5),
    })),
    csvLines: lines.length,
  })}\n`,
);
