// The fuzzer's refused-write check, tried on a tiny server of its own whose refusals are known: one
// that writes on some of the requests it refuses must be reported, each time with the request that
// did it; one that never does must not be, even though its accepted writes have effects that land
// later (as the product's events do). fuzz.test.mjs only ever finds the product keeping the
// property, so without this nothing would show that the batched check (support/refused-writes.mjs)
// can see a refused write at all.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, describe } from 'node:test';
import { createHttpClient } from '../scripts/lib/http-client.mjs';
import { claim } from './support/claims.mjs';
import { fuzzOperation } from './support/fuzzer.mjs';
import { answerChecker } from './support/openapi.mjs';

const json = { 'application/json': { schema: { type: 'object' } } };
const answers = { 201: { description: 'kept', content: json }, 400: { description: 'refused', content: json }, 404: { description: 'no such note', content: json } };
const security = [{ session: [] }];
const doc = {
  openapi: '3.1.0',
  components: {},
  paths: {
    '/api/notes': {
      post: {
        operationId: 'addNote',
        security,
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { text: { type: 'string', minLength: 1, maxLength: 20 } }, required: ['text'] } } },
        },
        responses: answers,
      },
    },
    '/api/notes/{id}/pin': {
      post: { operationId: 'pinNote', security, parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }], responses: answers },
    },
  },
};
const addNote = { method: 'POST', path: '/api/notes', operationId: 'addNote', operation: doc.paths['/api/notes'].post };
const pinNote = { method: 'POST', path: '/api/notes/:id/pin', operationId: 'pinNote', operation: doc.paths['/api/notes/{id}/pin'].post };

/**
 * A server for one person's notes. `leaks(kind, value)` says which refused requests write anyway.
 * A note is kept when its text is 1 to 20 characters from a to m (stricter than the document says, as zod's
 * refinements are: about one generated request in ten fits, so runs of refused requests often end at an
 * accepted one). An accepted note also raises a count 60 ms later, as an event of the product would.
 * @param {(kind: 'add' | 'pin', value: unknown) => boolean} leaks
 */
async function notesServer(leaks) {
  const data = { notes: /** @type {unknown[]} */ ([]), count: 0, pinned: /** @type {string[]} */ ([]) };
  /** What each leaking request carried (its body's text, or the id), kept apart from the data the person reads. */
  const leakedFrom = new Set();
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const answer = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/user') return answer(200, { id: 'one' });
    if (req.method === 'GET' && url.pathname === '/api/notes') return answer(200, data);
    if (req.method === 'POST' && url.pathname === '/api/notes') {
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const value = body?.text;
      if (typeof value === 'string' && /^[a-m]{1,20}$/.test(value)) {
        data.notes.push(value);
        setTimeout(() => (data.count += 1), 60);
        return answer(201, { id: String(data.notes.length) });
      }
      if (leaks('add', value)) {
        data.notes.push(`leaked ${JSON.stringify(value)}`);
        leakedFrom.add(text);
      }
      return answer(400, { message: 'text must be 1 to 20 letters from a to m', code: 'INVALID_INPUT' });
    }
    const pin = /^\/api\/notes\/([^/]+)\/pin$/.exec(url.pathname);
    if (req.method === 'POST' && pin) {
      const id = decodeURIComponent(pin[1]);
      if (leaks('pin', id)) {
        data.pinned.push(id);
        leakedFrom.add(id);
      }
      return answer(404, { message: 'no such note', code: 'NOT_FOUND' });
    }
    return answer(404, { message: 'not found', code: 'NOT_FOUND' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { baseUrl, data, leakedFrom, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** @type {Awaited<ReturnType<typeof notesServer>>[]} */
const servers = [];
const check = answerChecker(doc);

/**
 * Fuzz one operation of a notes server.
 * @param {typeof addNote} op @param {Parameters<typeof notesServer>[0]} leaks
 */
async function fuzzNotes(op, leaks) {
  const server = await notesServer(leaks);
  servers.push(server);
  const person = { api: createHttpClient(server.baseUrl), email: 'one@example.com', password: 'unused' };
  const result = await fuzzOperation({ doc, check, op, person, runs: 120, seed: 27, baseUrl: server.baseUrl, reads: ['/api/user', '/api/notes'] });
  return { result, data: server.data, leakedFrom: server.leakedFrom };
}

describe("the fuzzer's refused-write check", () => {
  after(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  claim(
    'a refused request that writes is reported with the request that did it, among accepted ones',
    async () => {
      // A note whose text is there but not a string (a number, an object …) is refused, yet kept.
      const leaks = (/** @type {unknown} */ value) => value !== undefined && typeof value !== 'string';
      const { result, leakedFrom } = await fuzzNotes(addNote, (_kind, value) => leaks(value));
      assert.ok(leakedFrom.size > 0, 'the generated requests include texts that leak');
      for (const request of result.refusedWriteRequests) {
        const body = request.body.kind === 'json' ? request.body.value : undefined;
        assert.ok(leaks(/** @type {any} */ (body)?.text), `reported a note that does not leak: ${JSON.stringify(request)}`);
      }
      // Each leaking request is reported, whether an accepted request or the run's length ended its run.
      const reported = new Set(result.refusedWriteRequests.map((request) => JSON.stringify(/** @type {any} */ (request.body).value)));
      assert.deepEqual([...reported].sort(), [...leakedFrom].sort());
      assert.match(result.refusedWrites[0], /^POST \/api\/notes \{.*\} → 400, yet \/api\/notes changed$/);
      assert.ok(result.statuses[201] > 0 && result.statuses[400] > 0, JSON.stringify(result.statuses));
    },
    { timeout: 120000 },
  );

  claim(
    'a refused request that writes is found inside a long run of refused ones',
    async () => {
      // Every pin is refused (no such note); those whose id is 11, 22 or 33 characters long are kept anyway.
      const leaks = (/** @type {unknown} */ id) => String(id).length % 11 === 0;
      const { result, leakedFrom } = await fuzzNotes(pinNote, (_kind, id) => leaks(id));
      assert.ok(leakedFrom.size > 0, 'the generated ids include lengths that leak');
      for (const request of result.refusedWriteRequests) assert.ok(leaks(request.path.id), `reported a pin that does not leak: ${JSON.stringify(request)}`);
      // Each leaking request is reported (as the server decoded its id: a lone surrogate goes as U+FFFD).
      const reported = new Set(result.refusedWriteRequests.map((request) => String(request.path.id).toWellFormed()));
      assert.deepEqual([...reported].sort(), [...leakedFrom].sort());
      assert.match(result.refusedWrites[0], /^POST \/api\/notes\/[^/]+\/pin(\?\S*)? \{.*\} → 404, yet \/api\/notes changed$/);
      // Batched: far fewer reads of the data than requests.
      assert.ok(result.checkFigures && result.checkFigures.runs < result.sent / 4, JSON.stringify(result.checkFigures));
    },
    { timeout: 120000 },
  );

  claim(
    'a server that keeps nothing from refused requests gets no report, though its accepted writes land late',
    async () => {
      const { result, data } = await fuzzNotes(addNote, () => false);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the last accepted note's count
      assert.deepEqual(result.refusedWrites, []);
      assert.equal(result.failure, undefined);
      assert.ok(data.notes.length > 0 && data.count === data.notes.length, `${data.notes.length} notes, count ${data.count}`);
      assert.ok(result.statuses[400] > 0, JSON.stringify(result.statuses));
    },
    { timeout: 120000 },
  );
});
