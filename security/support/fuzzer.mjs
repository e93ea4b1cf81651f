// Property-based fuzzing of one operation against the started product: fast-check generates requests
// from the operation's contract (support/arbitraries.mjs), each is sent as a browser would send it,
// and three properties are checked: no answer is a 5xx; every answer is one the API description
// documents, with a body that fits it; a refused request (4xx) changes none of the person's data.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { product } from './product.mjs';
import { queryString, requestsFor } from './arbitraries.mjs';

/** The reads that show a person's data, by the service that owns it. */
const readsByService = {
  gateway: ['/api/user'],
  identity: ['/api/user'],
  ledger: ['/api/activities?limit=100', '/api/sessions', '/api/bank-check', '/api/statements'],
  scanner: ['/api/activities?limit=100'],
  insights: ['/api/insights/income', '/api/self-checks', '/api/insights/history/all'],
  alerts: ['/api/settings', '/api/notifications', '/api/push/public-key'],
};

/**
 * @typedef {{ method: string, path: string, operationId: string, operation: any }} Operation
 * @typedef {{ api: ReturnType<typeof import('../../scripts/lib/http-client.mjs').createHttpClient>, email: string, password: string }} Person
 * @typedef {{ path: Record<string, unknown>, query: any, body: any }} GeneratedRequest
 */

/**
 * Send one generated request.
 * @param {Operation} op
 * @param {GeneratedRequest} request
 * @param {string | undefined} cookie
 */
export async function send(op, request, cookie) {
  // A lone surrogate has no UTF-8 form: a browser's URL puts U+FFFD in its place (encodeURIComponent would throw).
  const path = op.path.replace(/:([A-Za-z_]\w*)/g, (_m, name) => encodeURIComponent(String(request.path[name] ?? '').toWellFormed()));
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', origin: product.baseUrl };
  if (cookie) headers.cookie = cookie;
  /** @type {BodyInit | undefined} */
  let body;
  if (request.body.kind === 'json' && request.body.value !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body.value);
  } else if (request.body.kind === 'multipart') {
    const boundary = '----tallyfuzz7MA4YWxkTrZu0gW';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${request.body.field}"; filename="f"\r\nContent-Type: ${request.body.type}\r\n\r\n`),
      Buffer.from(request.body.bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }
  const url = `${product.baseUrl}${path}${queryString(request.query)}`;
  const response = await fetch(url, { method: op.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30000) });
  const contentType = response.headers.get('content-type');
  const text = await response.text();
  let parsed = text;
  if ((contentType ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      /* the checker reports it */
    }
  }
  return { status: response.status, contentType, body: parsed, url: `${op.method} ${path}${queryString(request.query)}` };
}

/**
 * The person's data as they can read it, for the reads of one service.
 * @param {Person} person
 * @param {string[]} reads
 */
async function snapshot(person, reads) {
  const data = {};
  for (const path of reads) {
    const answer = await person.api.get(path);
    data[path] = { status: answer.status, body: answer.body };
  }
  return data;
}

/**
 * A snapshot once nothing moves any more (events of earlier accepted writes may still arrive).
 * @param {Person} person @param {string[]} reads
 */
async function settledSnapshot(person, reads) {
  let last = await snapshot(person, reads);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await snapshot(person, reads);
    if (isDeepStrictEqual(next, last)) return next;
    last = next;
  }
  return last;
}

/** Signs the person in again if a generated request ended the session (e.g. too many wrong passwords). @param {Person} person */
export async function keepSignedIn(person) {
  if ((await person.api.get('/api/user')).status === 200) return;
  await person.api.post('/api/login', { username: person.email, password: person.password });
}

/** @param {unknown} value */
function shortly(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

/**
 * Fuzz one operation.
 * @param {{ doc: any, check: ReturnType<typeof import('./openapi.mjs').answerChecker>, op: Operation, person?: Person, runs: number, seed: number, knownValues?: Record<string, string[]> }} options
 *   person: whose cookie goes with the requests (operations open to signed-out visitors go without)
 */
export async function fuzzOperation({ doc, check, op, person, runs, seed, knownValues = {} }) {
  const signedIn = (op.operation.security ?? []).length > 0;
  const writes = op.method !== 'GET' && signedIn && person;
  const reads = writes ? [...new Set(['/api/user', ...(readsByService[/** @type {keyof typeof readsByService} */ (op.operation['x-service'])] ?? [])])] : [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {string[]} */
  const serverErrors = [];
  /** @type {string[]} */
  const misfits = [];
  /** @type {string[]} */
  const refusedWrites = [];
  const cookie = () => (signedIn && person ? person.api.cookieHeader() : undefined);
  if (person) await keepSignedIn(person);
  // The data before the next request, when known: refreshed after anything that may have changed it.
  let known = writes && person ? await settledSnapshot(person, reads) : undefined;
  let sent = 0;
  const started = Date.now();

  await fc.assert(
    fc.asyncProperty(requestsFor(doc, op.method, op.operation, knownValues), async (request) => {
      sent += 1;
      const answer = await send(op, request, cookie());
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) serverErrors.push(`${answer.url} ${shortly(request.body.value ?? request.body.kind)} → ${answer.status} ${shortly(answer.body)}`);
      const misfit = check(op.operation, answer.status, answer.contentType, answer.body);
      if (misfit) misfits.push(`${answer.url} → ${misfit}`);
      if (answer.status === 401 && signedIn && person) await keepSignedIn(person);
      if (!writes || !person) return;
      if (answer.status >= 400 && answer.status < 500 && known) {
        const now = await snapshot(person, reads);
        if (!isDeepStrictEqual(now, known)) {
          // Something changed: this request, or an event of an earlier accepted one arriving now. Settle, send it again, and see.
          const before = await settledSnapshot(person, reads);
          const again = await send(op, request, cookie());
          const after = await settledSnapshot(person, reads);
          if (again.status >= 400 && again.status < 500 && !isDeepStrictEqual(before, after)) {
            const changed = Object.keys(after).filter((k) => !isDeepStrictEqual(before[k], after[k]));
            refusedWrites.push(`${answer.url} ${shortly(request.body.value ?? request.body.kind)} → ${again.status}, yet ${changed.join(', ')} changed`);
          }
          known = after;
        }
      } else {
        known = answer.status < 300 ? undefined : known;
      }
      if (!known) known = await snapshot(person, reads);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return { operationId: op.operationId, sent, seconds: (Date.now() - started) / 1000, statuses, serverErrors, misfits, refusedWrites };
}
