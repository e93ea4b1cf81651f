import type { StatementAnalysis } from '../lib/analyse-statement';

/** The largest statement file read (a year of a busy account is well under 2 MB). */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

type WorkerAnswer = { ok: true; analysis: StatementAnalysis } | { ok: false; message: string };

/** A statement reader: a file in, its analysis out; `close` ends the worker. */
export interface StatementReader {
  read: (file: File) => Promise<StatementAnalysis>;
  close: () => void;
}

/**
 * Starts the Web Worker that reads statement files (the parser is only in the worker's chunk), so it is ready before a
 * file is picked; one file at a time. Where the browser refuses the worker (this remote served from another origin
 * than the page), the same code runs in a chunk of the page instead: still on the device, never uploaded.
 */
export function startStatementReader(): StatementReader {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('../worker/statement.worker.ts', import.meta.url));
  } catch {
    worker = null;
  }
  const read = async (file: File): Promise<StatementAnalysis> => {
    if (file.size > MAX_STATEMENT_BYTES) throw new Error('That file is larger than 20 MB. Export a shorter period and try again.');
    if (!worker) {
      const { analyseStatement } = await import('../lib/analyse-statement');
      return analyseStatement(await file.text());
    }
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker!.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
      worker!.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
      worker!.postMessage({ file });
    });
    if (!answer.ok) throw new Error(answer.message);
    return answer.analysis;
  };
  return { read, close: () => worker?.terminate() };
}
