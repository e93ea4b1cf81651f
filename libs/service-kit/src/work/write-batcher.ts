/**
 * Group commit for one kind of write: requests that arrive while the batches in flight are being written wait together
 * and go in the next batch, one transaction for all of them. A write costs about a dozen round trips to PostgreSQL whoever makes it;
 * a batch of twenty costs about the same as one of them, so under load the database and this process do a fraction of
 * the work per write, and alone a request goes at once as a batch of one (no timer, no added wait).
 * A batch that fails as a whole (a broken row, a deadlock) is written again one request at a time, so one request's
 * failure is that request's alone; one that failed because the database cannot be reached fails for every request in
 * it at once (one by one, the last would wait out everyone's timeout before its 503).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../app/database-unavailable';

/** One request's outcome in a batch: its result, or the error for it alone (a refusal). */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface WriteBatcherOptions<I, R> {
  /** Writes the items in one transaction and gives each its outcome, in order; a throw fails the whole batch. */
  write(items: readonly I[]): Promise<Array<BatchOutcome<R>>>;
  /** The most items in one batch (a bound on one statement's parameters and on a transaction's length). */
  maxItems?: number;
  /**
   * Batches written at once (each holds a pooled connection). More than one: a commit waits for its WAL flush, during
   * which one batch at a time would leave the database idle (measured: one in flight was slower than no batching).
   * More than two: smaller batches, each costing its round trips again on a busy thread (see DEFAULT_MAX_IN_FLIGHT).
   */
  maxInFlight?: number;
  /** Items with the same key never share a batch (a double tap's Idempotency-Key): the later one waits for the next. */
  apartKey?(item: I): string | undefined;
}

export interface WriteBatcher<I, R> {
  /** Writes the item with the next batch; resolves with its result or rejects with its error once that batch has committed. */
  submit(item: I): Promise<R>;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

const DEFAULT_MAX_ITEMS = 64;
// Measured with the writes bench, 200 people, embedded mode, 2026-11-27 (load average about 2): answers a second at 20
// and 50 connections were 304 and 446 with one batch in flight, 309 to 379 and 437 to 573 with two (three rounds),
// 270 and 451 with three, 228 to 287 and 433 to 481 with four (three rounds), 224 and 393 with eight; distributed mode
// 175 and 318 with two, 149 and 317 with four.
const DEFAULT_MAX_IN_FLIGHT = 2;

export function createWriteBatcher<I, R>(options: WriteBatcherOptions<I, R>): WriteBatcher<I, R> {
  const maxItems = options.maxItems ?? DEFAULT_MAX_ITEMS;
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const queue: Array<Waiting<I, R>> = [];
  let inFlight = 0;
  // A batch is written outside the request that happened to start it: no request's person, transaction or log
  // context (AsyncLocalStorage) may leak into everyone else's writes. This runs a function in the context of creation.
  const detached = AsyncLocalStorage.snapshot();

  /** The next batch: the oldest items, at most one per apart key, the rest left waiting in order. */
  function takeBatch(): Array<Waiting<I, R>> {
    const batch: Array<Waiting<I, R>> = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < maxItems;) {
      const key = options.apartKey?.(queue[i].item);
      if (key !== undefined && keys.has(key)) {
        i += 1;
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function writeSettling(batch: Array<Waiting<I, R>>): Promise<void> {
    let outcomes: Array<BatchOutcome<R>>;
    try {
      outcomes = await options.write(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // Which request broke the batch is unknown: each goes again alone, so only its own write fails.
      for (const waiting of batch) await writeSettling([waiting]);
      return;
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }

  /** One writer: batch after batch while items wait. */
  async function drain(): Promise<void> {
    inFlight += 1;
    try {
      while (queue.length > 0) await writeSettling(takeBatch());
    } finally {
      inFlight -= 1;
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (inFlight < maxInFlight) void detached(drain);
      });
    },
  };
}
