import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OcrBusyError } from './ocr-busy-error';

const require = createRequire(import.meta.url);

/** English LSTM data from the npm package (never the CDN): the integer "best" model, small and fast. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrPoolOptions {
  /** tesseract.js workers (each its own thread); defaults to the number of cores. */
  threads?: number;
  /** Images waiting beyond the running ones before OcrBusyError. */
  queueLimit?: number;
  /** tesseract page segmentation mode; 6 (one uniform block) keeps a label and its value on one line. */
  pageSegMode?: string;
}

export interface OcrPool {
  /**
   * Admits the job or fails at once with OcrBusyError, then prepares the image (while waiting for a
   * worker, if it must) and reads it.
   */
  recognise(prepare: () => Promise<Buffer>): Promise<string>;
  close(): Promise<void>;
}

interface Job {
  image: Promise<Buffer>;
  resolve: (text: string) => void;
  reject: (error: unknown) => void;
}

/**
 * A fixed set of tesseract.js workers and a bounded queue in front of them: a job waits for a free
 * worker; when `queueLimit` are already waiting, `recognise` fails at once with OcrBusyError.
 */
export async function createOcrPool(options: OcrPoolOptions = {}): Promise<OcrPool> {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const queueLimit = Math.max(0, options.queueLimit ?? threads * 2);
  const workers = await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        cachePath: LANG_PATH,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters({
        tessedit_pageseg_mode: (options.pageSegMode ?? '6') as Tesseract.PSM,
        user_defined_dpi: '300',
        preserve_interword_spaces: '1',
      });
      return worker;
    }),
  );
  const idle = [...workers];
  const queue: Job[] = [];
  let closed = false;
  let averageSeconds = 1.5;

  const run = (worker: Tesseract.Worker, job: Job): void => {
    const started = performance.now();
    job.image
      .then((image) => worker.recognize(image))
      .then(
        ({ data }) => {
          averageSeconds = averageSeconds * 0.8 + ((performance.now() - started) / 1000) * 0.2;
          job.resolve(data.text);
        },
        (error: unknown) => job.reject(error),
      )
      .finally(() => {
        const next = queue.shift();
        if (next && !closed) run(worker, next);
        else idle.push(worker);
      });
  };

  return {
    recognise(prepare) {
      if (closed) return Promise.reject(new Error('the OCR pool is closed'));
      const worker = idle.pop();
      if (!worker && queue.length >= queueLimit) {
        const waitRounds = Math.ceil((queue.length + 1) / threads);
        return Promise.reject(new OcrBusyError(Math.max(1, Math.ceil(waitRounds * averageSeconds))));
      }
      return new Promise<string>((resolve, reject) => {
        const image = prepare();
        image.catch(() => undefined);
        const job = { image, resolve, reject };
        if (worker) run(worker, job);
        else queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the OCR pool is closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
