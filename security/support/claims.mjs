// `claim(name, fn)`: one test of the suite, named in the product's words. A claim on the
// expected-failures list passes only by failing (and says so); every claim's outcome goes to the
// runner's report file, which prints the expected failures together at the end.
import { appendFileSync } from 'node:fs';
import { test } from 'node:test';
import { expectedFailures } from '../expected-failures.mjs';
import { product } from './product.mjs';

/** @param {Record<string, unknown>} entry */
function record(entry) {
  if (product.reportFile) appendFileSync(product.reportFile, `${JSON.stringify({ mode: product.mode, ...entry })}\n`);
}

/** @param {unknown} error */
function firstLine(error) {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);
}

/**
 * @param {string} name what holds, as a person would say it (unique in the suite)
 * @param {(t: import('node:test').TestContext) => Promise<void>} fn throws when the claim does not hold
 * @param {{ timeout?: number }} [options]
 */
export function claim(name, fn, options = {}) {
  const timeout = options.timeout ?? 60000;
  // A claim that hangs fails on its own clock, before node:test's, so an expected failure can still be recorded as one.
  const bounded = (t) =>
    Promise.race([fn(t), new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${timeout - 5000} ms`)), timeout - 5000).unref())]);
  const pending = expectedFailures.find((e) => e.claim === name && (!e.modes || e.modes.includes(product.mode)));
  if (!pending) {
    return test(name, { timeout }, async (t) => {
      try {
        await bounded(t);
        record({ claim: name, outcome: 'held' });
      } catch (error) {
        record({ claim: name, outcome: 'failed', reason: firstLine(error) });
        throw error;
      }
    });
  }
  return test(`${name}  [expected to fail until "${pending.until}" lands]`, { timeout }, async (t) => {
    let failure;
    try {
      await bounded(t);
    } catch (error) {
      failure = error;
    }
    if (!failure) {
      record({ claim: name, outcome: 'unexpected pass', until: pending.until });
      throw new Error(`this claim holds now: take it off security/expected-failures.mjs ("${pending.until}")`);
    }
    record({ claim: name, outcome: 'expected failure', until: pending.until, reason: firstLine(failure) });
    t.diagnostic(`EXPECTED FAILURE until "${pending.until}" lands: ${firstLine(failure)}`);
  });
}
