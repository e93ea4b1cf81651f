import { classifyLine } from './classify-line';
import { descriptorKey } from './descriptor-key';
import type { GamblingLine } from './month-sums';
import { readStatement } from './read-statement';

/** What the worker answers: the file read and detected; only the gambling lines come back in full. */
export interface StatementAnalysis {
  format: string;
  layout: string;
  lineCount: number;
  pendingCount: number;
  skipped: number;
  /** Every month the file covers, oldest first ('YYYY-MM'). */
  months: string[];
  lines: GamblingLine[];
  /** Where the worker's time went, in milliseconds (the bench prints it). */
  timings: { readMs: number; classifyMs: number; hashMs: number };
}

/** Reads a statement file's text and finds its gambling lines. Runs in the Web Worker; nothing here touches the network. */
export async function analyseStatement(text: string): Promise<StatementAnalysis> {
  const t0 = performance.now();
  const read = readStatement(text);
  const t1 = performance.now();
  const months = [...new Set(read.lines.map((l) => l.date.slice(0, 7)))].sort();
  const keys = new Map<string, Promise<string>>();
  const found = read.lines.flatMap((line, id) => {
    const detection = classifyLine(line);
    return detection ? [{ ...line, ...detection, id }] : [];
  });
  const t2 = performance.now();
  const lines: GamblingLine[] = await Promise.all(
    found.map(async (line) => {
      if (!keys.has(line.descriptor)) keys.set(line.descriptor, descriptorKey(line.descriptor));
      return { ...line, descriptorKey: await keys.get(line.descriptor)! };
    }),
  );
  return {
    format: read.format,
    layout: read.layout,
    lineCount: read.lines.length,
    pendingCount: read.lines.filter((l) => l.pending).length,
    skipped: read.skipped,
    months,
    lines,
    timings: { readMs: Math.round(t1 - t0), classifyMs: Math.round(t2 - t1), hashMs: Math.round(performance.now() - t2) },
  };
}
