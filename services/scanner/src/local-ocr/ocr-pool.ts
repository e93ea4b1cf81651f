import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OcrBusyError } from './ocr-busy-error';
import type { PreparedTicket } from './prepare-ticket-image';

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
  /** Further tesseract parameters (for measuring alternatives). */
  parameters?: Record<string, string>;
  /** Most workers one image may use at once when others are idle (cut into strips); default all. */
  stripsPerImage?: number;
}

export interface OcrPool {
  /**
   * Admits the image or fails at once with OcrBusyError; then prepares it (while it waits for a
   * worker, if it must) and reads it, in strips on several workers when they are idle.
   */
  recognise(prepare: () => Promise<PreparedTicket>): Promise<string>;
  /**
   * Reads small images of one word each (a price badge cut out alone) on one worker, as a single
   * word of `$`, digits and `c`; admitted like `recognise`. Each answer's text and confidence (0-100).
   */
  recogniseWords(words: () => Promise<Buffer[]>): Promise<{ text: string; confidence: number }[]>;
  close(): Promise<void>;
}

interface Job {
  read: (assigned: Tesseract.Worker[]) => Promise<void>;
  reject: (error: unknown) => void;
}

/** A price badge's word: one line of `$`, digits and `c` (50c). */
const WORD_PARAMETERS = { tessedit_pageseg_mode: '7' as Tesseract.PSM, tessedit_char_whitelist: '$0123456789c' };

/**
 * A fixed set of tesseract.js workers (each runs in its own worker thread, off the event loop) and
 * a bounded queue in front of them: an image waits for a free worker; when `queueLimit` images are
 * already waiting, `recognise` fails at once with OcrBusyError. An image that finds several workers
 * idle is cut into strips read in parallel, so one scan on a quiet server takes a fraction of the time.
 */
export async function createOcrPool(options: OcrPoolOptions = {}): Promise<OcrPool> {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const queueLimit = Math.max(0, options.queueLimit ?? threads * 2);
  const stripsPerImage = Math.max(1, Math.min(threads, options.stripsPerImage ?? threads));
  const pageParameters = {
    tessedit_pageseg_mode: (options.pageSegMode ?? '6') as Tesseract.PSM,
    tessedit_char_whitelist: '',
    user_defined_dpi: '300',
    preserve_interword_spaces: '1',
    // Do not re-read low-confidence lines as white-on-black: it doubles the time spent on noise.
    tessedit_do_invert: '0',
    ...options.parameters,
  };
  const workers = await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        cachePath: LANG_PATH,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters(pageParameters);
      return worker;
    }),
  );
  const idle = [...workers];
  const queue: Job[] = [];
  let closed = false;
  let averageSeconds = 1;

  const release = (worker: Tesseract.Worker): void => {
    const next = closed ? undefined : queue.shift();
    if (next) void run([worker], next);
    else idle.push(worker);
  };

  const run = async (assigned: Tesseract.Worker[], job: Job): Promise<void> => {
    try {
      await job.read(assigned);
    } catch (error) {
      job.reject(error);
    } finally {
      for (const worker of assigned) release(worker);
    }
  };

  const readPage = (prepared: Promise<PreparedTicket>, resolve: (text: string) => void) => async (assigned: Tesseract.Worker[]) => {
    const started = performance.now();
    const ticket = await prepared;
    // Workers that fell idle while the image was being prepared join in.
    while (assigned.length < stripsPerImage && idle.length && !queue.length) assigned.push(idle.pop()!);
    const strips = await ticket.strips(assigned.length);
    for (const spare of assigned.splice(strips.length)) release(spare);
    const texts = await Promise.all(strips.map((strip, i) => assigned[i].recognize(strip).then(({ data }) => data.text)));
    averageSeconds = averageSeconds * 0.8 + ((performance.now() - started) / 1000) * 0.2;
    resolve(texts.join('\n'));
  };

  const readWords = (prepared: Promise<Buffer[]>, resolve: (words: { text: string; confidence: number }[]) => void) => async (assigned: Tesseract.Worker[]) => {
    const images = await prepared;
    const [worker] = assigned;
    const read: { text: string; confidence: number }[] = [];
    if (images.length) {
      await worker.setParameters(WORD_PARAMETERS);
      try {
        for (const image of images) {
          const { data } = await worker.recognize(image);
          read.push({ text: data.text.trim(), confidence: data.confidence });
        }
      } finally {
        await worker.setParameters(pageParameters);
      }
    }
    resolve(read);
  };

  const admit = <P, T>(prepare: () => Promise<P>, read: (prepared: Promise<P>, resolve: (value: T) => void) => Job['read']): Promise<T> => {
    if (closed) return Promise.reject(new Error('the OCR pool is closed'));
    if (!idle.length && queue.length >= queueLimit) {
      const waitRounds = Math.ceil((queue.length + 1) / threads);
      return Promise.reject(new OcrBusyError(Math.max(1, Math.ceil(waitRounds * averageSeconds))));
    }
    return new Promise<T>((resolve, reject) => {
      const prepared = prepare();
      prepared.catch(() => undefined);
      const job: Job = { read: read(prepared, resolve), reject };
      const worker = idle.pop();
      if (worker) void run([worker], job);
      else queue.push(job);
    });
  };

  return {
    recognise: (prepare) => admit(prepare, readPage),
    recogniseWords: (words) => admit(words, readWords),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the OCR pool is closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
