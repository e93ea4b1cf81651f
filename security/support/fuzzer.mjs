// Property-based fuzzing of one operation against the started product: fast-check generates requests
// from the operation's contract (support/arbitraries.mjs), each is sent as a browser would send it,
// and three properties are checked: no answer is a 5xx; every answer is one the API description
// documents, with a body that fits it; a refused request (4xx) changes none of the person's data.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { product } from './product.mjs';
import { queryString, requestsFor } from './arbitraries.mjs';
import { refusedWriteCheck } from './refused-writes.mjs';

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
 * @param {string} [baseUrl] where the product answers
 */
export async function send(op, request, cookie, baseUrl = product.baseUrl) {
  // A lone surrogate has no UTF-8 form: a browser's URL puts U+FFFD in its place (encodeURIComponent would throw).
  const path = op.path.replace(/:([A-Za-z_]\w*)/g, (_m, name) => encodeURIComponent(String(request.path[name] ?? '').toWellFormed()));
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', origin: baseUrl };
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
  const url = `${baseUrl}${path}${queryString(request.query)}`;
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
 * The person's data as they can read it, for the reads of one service (read side by side).
 * @param {Person} person
 * @param {string[]} reads
 */
async function snapshot(person, reads) {
  const answers = await Promise.all(reads.map((path) => person.api.get(path)));
  return Object.fromEntries(reads.map((path, i) => [path, { status: answers[i].status, body: answers[i].body }]));
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

/** @param {string} text @param {number} length */
function cut(text, length) {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** A generated request as text, whole up to a length a report can carry. @param {GeneratedRequest} request */
export function described(request) {
  const { body, ...rest } = request;
  const shown = body.kind === 'multipart' ? { ...body, bytes: `${body.bytes.length} bytes` } : body;
  return cut(JSON.stringify({ ...rest, body: shown }) ?? String(request), 2000);
}

/** @param {unknown} value */
function shortly(value) {
  return cut(JSON.stringify(value) ?? String(value), 300);
}

/**
 * Fuzz one operation. The first 5xx or undocumented answer fails fast-check's property, which then
 * shrinks the request to a smaller one that still fails and reports it with the seed and path that
 * generate it again (`failure`); a refused request that wrote is found later than it was sent (runs
 * are checked in batches, support/refused-writes.mjs), so those are collected, each with its whole request.
 * @param {{ doc: any, check: ReturnType<typeof import('./openapi.mjs').answerChecker>, op: Operation, person?: Person, runs: number, seed: number,
 *   knownValues?: Record<string, string[]>, baseUrl?: string, reads?: string[] }} options
 *   person: whose cookie goes with the requests (operations open to signed-out visitors go without);
 *   reads: the reads that show what the operation may change (default: those of its service, readsByService)
 */
export async function fuzzOperation({ doc, check, op, person, runs, seed, knownValues = {}, baseUrl = product.baseUrl, reads: givenReads }) {
  const signedIn = (op.operation.security ?? []).length > 0;
  const writes = op.method !== 'GET' && signedIn && person;
  const serviceReads = readsByService[/** @type {keyof typeof readsByService} */ (op.operation['x-service'])] ?? [];
  const reads = writes ? [...new Set(givenReads ?? ['/api/user', ...serviceReads])] : [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {string[]} */
  const serverErrors = [];
  /** @type {string[]} */
  const misfits = [];
  const cookie = () => (signedIn && person ? person.api.cookieHeader() : undefined);
  if (person) await keepSignedIn(person);
  const refusedWrites =
    writes && person
      ? refusedWriteCheck({
          snapshot: () => snapshot(person, reads),
          settledSnapshot: () => settledSnapshot(person, reads),
          resend: (request) => send(op, request, cookie(), baseUrl),
        })
      : undefined;
  await refusedWrites?.start();
  let sent = 0;
  /** Set once the property failed: fast-check is shrinking, the data no longer follows one run. */
  let failing = false;
  const started = Date.now();

  /** @type {string | undefined} */
  let failure;
  try {
    await fc.assert(
      fc.asyncProperty(requestsFor(doc, op.method, op.operation, knownValues), async (request) => {
        const answer = await send(op, request, cookie(), baseUrl);
        if (!failing) {
          sent += 1;
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }
        const problems = [];
        const url = cut(answer.url, 300);
        if (answer.status >= 500) problems.push(`5xx: ${url} ${described(request)} → ${answer.status} ${shortly(answer.body)}`);
        const misfit = check(op.operation, answer.status, answer.contentType, answer.body);
        if (misfit) problems.push(`not as documented: ${url} ${described(request)} → ${misfit}`);
        if (problems.length) {
          if (!failing) {
            if (answer.status >= 500) serverErrors.push(problems[0]);
            else misfits.push(problems[0]);
          }
          failing = true;
          throw new Error(problems.join('\n'));
        }
        if (failing) return;
        await refusedWrites?.sent(request, answer);
        if (answer.status === 401 && signedIn && person) {
          if (refusedWrites) await refusedWrites.between(() => keepSignedIn(person));
          else await keepSignedIn(person);
        }
      }),
      { numRuns: runs, seed },
    );
    await refusedWrites?.finish();
  } catch (error) {
    // fast-check's report: the seed and path that generate the failing request again, the shrunk request, the error
    // (a request can carry 70,000 characters: each line is cut).
    failure = (error instanceof Error ? error.message : String(error))
      .split('\n')
      .map((line) => cut(line, 2000))
      .join('\n');
  }
  return {
    operationId: op.operationId,
    sent,
    seconds: (Date.now() - started) / 1000,
    statuses,
    serverErrors,
    misfits,
    refusedWrites: (refusedWrites?.refusedWrites ?? []).map(
      (w) => `${w.url} ${described(/** @type {GeneratedRequest} */ (w.request))} → ${w.status}, yet ${w.changed.join(', ')} changed`,
    ),
    /** The requests behind refusedWrites, as generated. */
    refusedWriteRequests: (refusedWrites?.refusedWrites ?? []).map((w) => /** @type {GeneratedRequest} */ (w.request)),
    checkFigures: refusedWrites?.figures,
    failure,
  };
}
