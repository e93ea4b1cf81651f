// Property-based fuzzing of every operation in the route table (as /api/openapi.json describes it):
// a few hundred generated requests each, valid and hostile mixed (SECURITY_FUZZ_RUNS, default 200;
// the bench sends 2,000 with BENCH_ONLY=fuzz). For every operation: no 5xx, every answer documented
// and fitting its schema, and no refused request changes the person's data.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { fuzzOperation } from './support/fuzzer.mjs';
import { answerChecker, fetchOpenApi, operations } from './support/openapi.mjs';
import { seededPerson } from './support/seeded-person.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

const runs = Number(process.env.SECURITY_FUZZ_RUNS ?? 200);
const seed = Number(process.env.SECURITY_FUZZ_SEED ?? randomBytes(4).readUInt32BE() & 0x7fffffff);

const doc = await fetchOpenApi();
const check = answerChecker(doc);
const all = operations(doc);
// Operations that end the person's account or password get a person of their own.
const ownPerson = new Set(['deleteAccount', 'changePassword']);

/** @type {Awaited<ReturnType<typeof seededPerson>>} */ let main;

describe(`fuzzing every operation (${product.mode}, ${runs} requests each, seed ${seed})`, () => {
  before(
    async () => {
      main = await seededPerson('fuzz');
    },
    { timeout: 90000 },
  );

  claim('the API description lists every operation of the route table', async () => {
    assert.ok(all.length >= 50, `${all.length} operations`);
    assert.ok(
      all.every((op) => op.operationId),
      'every operation has its operationId',
    );
  });

  for (const op of all) {
    claim(
      `${op.operationId} (${op.method} ${op.path}): generated requests get no 5xx, only documented answers, and refused ones change nothing`,
      async (t) => {
        const person = ownPerson.has(op.operationId) ? await signedInPerson(`fuzz${op.operationId.toLowerCase()}`) : main.person;
        const result = await fuzzOperation({ doc, check, op, person, runs, seed, knownValues: main.knownValues });
        // The bench (BENCH_ONLY=fuzz) collects each operation's figures.
        if (process.env.SECURITY_FUZZ_RESULTS) {
          const figures = { mode: product.mode, operationId: result.operationId, sent: result.sent, seconds: result.seconds, statuses: result.statuses };
          const counts = { serverErrors: result.serverErrors.length, misfits: result.misfits.length, refusedWrites: result.refusedWrites.length };
          appendFileSync(process.env.SECURITY_FUZZ_RESULTS, `${JSON.stringify({ ...figures, ...counts })}\n`);
        }
        const checkNote = result.checkFigures
          ? `; refused-write check: ${result.checkFigures.runs} runs, ${result.checkFigures.snapshots} reads of the data, ${result.checkFigures.resent} sent again`
          : '';
        t.diagnostic(`${result.sent} requests in ${result.seconds.toFixed(1)} s; statuses ${JSON.stringify(result.statuses)}${checkNote}`);
        const problems = [
          ...result.serverErrors.slice(0, 5),
          ...result.misfits.slice(0, 5),
          ...result.refusedWrites.slice(0, 5).map((p) => `refused but written: ${p}`),
          ...(result.failure ? [`fast-check: ${result.failure}`] : []),
        ];
        assert.deepEqual(
          problems,
          [],
          `${result.serverErrors.length} × 5xx, ${result.misfits.length} undocumented answers, ${result.refusedWrites.length} writes from refused requests ` +
            `(seed ${seed}: SECURITY_FUZZ_SEED=${seed} SECURITY_FUZZ_RUNS=${runs} npm run test:security -- --files=fuzz --mode=${product.mode} generates the same requests again)`,
        );
      },
      { timeout: 180000 },
    );
  }
});
