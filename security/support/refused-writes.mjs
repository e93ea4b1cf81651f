// The fuzzer's third property, that a refused request changes none of the person's data, checked in
// batches: reading the person's data after every refused request cost several reads per generated
// request. Here the data is read once before a run of refused requests and once after it; only when
// it changed are the run's requests sent again, half by half on settled data, down to the ones that
// still change it while refused. An accepted request ends a run, since its own change would hide
// theirs: the run is then sent again on the data as the accepted request left it, and checked as
// above. How long a run may grow follows how often the operation accepts: an operation that mostly
// accepts gets runs of one (a read after each refused request, so accepted ones rarely end a run),
// one that mostly refuses gets long runs.
import { isDeepStrictEqual } from 'node:util';

/**
 * @typedef {{ status: number, url: string }} Answer
 * @typedef {{ request: unknown, answer: Answer }} Sent
 * @typedef {{ request: unknown, status: number, url: string, changed: string[] }} RefusedWrite
 */

/** @param {number} status */
export const refused = (status) => status >= 400;

/** The keys whose values differ. @param {Record<string, unknown>} before @param {Record<string, unknown>} after */
function changedKeys(before, after) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !isDeepStrictEqual(before[k], after[k]));
}

/**
 * @param {{
 *   snapshot: () => Promise<Record<string, unknown>>,
 *   settledSnapshot: () => Promise<Record<string, unknown>>,
 *   resend: (request: any) => Promise<Answer>,
 *   longestRun?: number,
 * }} options
 *   snapshot: the person's data as they read it now; settledSnapshot: once it stops changing (events of
 *   accepted writes may still arrive); resend: send a request again as it was first sent
 */
export function refusedWriteCheck({ snapshot, settledSnapshot, resend, longestRun = 32 }) {
  /** The data before the pending run, when known. @type {Record<string, unknown> | undefined} */
  let known;
  /** Refused requests sent since `known` was read. @type {Sent[]} */
  let pending = [];
  /** @type {RefusedWrite[]} */
  const refusedWrites = [];
  let sent = 0;
  let accepted = 0;
  const figures = { snapshots: 0, resent: 0, runs: 0, changedRuns: 0 };

  const read = async (/** @type {boolean} */ settled) => {
    figures.snapshots += 1;
    return settled ? settledSnapshot() : snapshot();
  };

  // Expected run length before an accepted request ends it is about 1/p (p: the share accepted); half of that
  // keeps most runs ended by their length, not by an accepted request (which costs the run a second sending).
  const runLength = () => Math.max(1, Math.min(longestRun, Math.floor(0.5 / ((accepted + 1) / (sent + 2)))));

  /**
   * Send a run again on settled data, and find the requests that change it while refused: the whole run
   * first, then each half that changed it, down to single requests.
   * @param {Sent[]} run @param {Record<string, unknown>} before settled data before the run
   * @returns {Promise<Record<string, unknown>>} settled data after it
   */
  async function bisect(run, before) {
    const answers = [];
    for (const { request } of run) {
      figures.resent += 1;
      answers.push(await resend(request));
    }
    const after = await read(true);
    const changed = changedKeys(before, after);
    if (!changed.length) return after;
    if (run.length === 1) {
      // Accepted this time (a limit that had refused it has passed, say): its change is allowed.
      if (refused(answers[0].status)) refusedWrites.push({ request: run[0].request, status: answers[0].status, url: answers[0].url, changed });
      return after;
    }
    // Sent again from `after`: the halves run on the data as this sending left it.
    const half = Math.ceil(run.length / 2);
    const middle = await bisect(run.slice(0, half), after);
    return bisect(run.slice(half), middle);
  }

  /** Check the pending run against the data read before it. */
  async function closeRun() {
    const run = pending;
    pending = [];
    if (!run.length || !known) return;
    figures.runs += 1;
    const now = await read(false);
    if (isDeepStrictEqual(now, known)) return;
    // Changed: one of the run, or an event of an earlier accepted request arriving now.
    figures.changedRuns += 1;
    known = await bisect(run, await read(true));
  }

  /** A run that an accepted request ended: sent again on the data as that request left it. */
  async function replayRun() {
    const run = pending;
    pending = [];
    if (!run.length) return;
    figures.runs += 1;
    const before = await read(false);
    let allRefused = true;
    for (const { request } of run) {
      figures.resent += 1;
      allRefused &&= refused((await resend(request)).status);
    }
    const after = await read(false);
    if (allRefused && isDeepStrictEqual(before, after)) {
      known = after;
      return;
    }
    figures.changedRuns += 1;
    known = await bisect(run, await read(true));
  }

  return {
    /** Read the data before the first request. */
    async start() {
      known = await read(true);
    },
    /**
     * After each request sent: a refused one joins the run, an accepted one ends it.
     * @param {unknown} request @param {Answer} answer
     */
    async sent(request, answer) {
      sent += 1;
      if (refused(answer.status)) {
        pending.push({ request, answer });
        if (pending.length >= runLength()) await closeRun();
        return;
      }
      accepted += 1;
      if (pending.length) await replayRun();
      else known = await read(false);
    },
    /**
     * Something the suite itself does to the person between requests (signing in again): the run so far is
     * checked first, and the data read anew after it.
     * @param {() => Promise<void>} action
     */
    async between(action) {
      await closeRun();
      await action();
      known = await read(false);
    },
    /** Check the last run. */
    async finish() {
      await closeRun();
    },
    refusedWrites,
    figures,
  };
}
