// Several simulated people writing steadily through the gateway: each registers and signs in, sets a
// daily limit, starts a slot session and logs small wagers one after another, saving its daily limit
// again every fifth wager (so alerts is written to as well as the ledger). Every request is timed
// and recorded; a write that fails is retried with the same Idempotency-Key (the key of that
// submission), so a retry after a timeout may only ever save it once.
import { randomBytes, randomUUID } from 'node:crypto';
import { sleep } from '../../scripts/lib/net.mjs';
import { verificationLink } from '../../e2e/support/mailbox.mjs';

/** An answer slower than this is a hang, whatever its status. */
export const ANSWER_BOUND_MS = 5000;
/** The client gives up on a request after this (and counts it as a hang). */
const CLIENT_TIMEOUT_MS = 6000;
const SET_UP_TIMEOUT_MS = 60000;
export const WAGER_AMOUNT = 1;

/**
 * @typedef {object} RequestRecord
 * @property {number} at start, ms since epoch
 * @property {number} ms time to the answer (or to the failure)
 * @property {string} op e.g. 'POST /api/activities'
 * @property {string} who the person's label
 * @property {number | null} status HTTP status, null when there was no answer
 * @property {'answer' | 'hang' | 'refused' | 'network'} kind
 */

/** A cookie-keeping client that times every request and never throws. */
function timedClient(baseUrl, records, who) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  return async function call(method, path, body, headers = {}, timeoutMs = CLIENT_TIMEOUT_MS) {
    const at = Date.now();
    const op = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '')}`;
    try {
      const response = await fetch(new URL(path, baseUrl()), {
        method,
        headers: {
          accept: 'application/json',
          origin: baseUrl(),
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        const value = pair.slice(index + 1).trim();
        if (value) jar.set(pair.slice(0, index).trim(), value);
        else jar.delete(pair.slice(0, index).trim());
      }
      const text = await response.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : text;
      } catch {
        /* not JSON */
      }
      records.push({ at, ms: Date.now() - at, op, who, status: response.status, kind: 'answer' });
      return { status: response.status, body: parsed, headers: response.headers };
    } catch (error) {
      const code = /** @type {any} */ (error)?.cause?.code;
      const kind = /** @type {any} */ (error)?.name === 'TimeoutError' ? 'hang' : code === 'ECONNREFUSED' ? 'refused' : 'network';
      records.push({ at, ms: Date.now() - at, op, who, status: null, kind });
      return { status: 0, body: null, headers: new Headers() };
    }
  };
}

/**
 * @param {{ baseUrl: () => string, mailboxDir: string, count: number, runId: string, limits: number[], pauseMs?: number }} options
 *   baseUrl: the gateway (a function: embedded mode comes back on the same port, but may move);
 *   mailboxDir: where identity writes mail (no SMTP), for the verification link sign-in needs
 */
export function createPeople({ baseUrl, mailboxDir, count, runId, limits, pauseMs = 150 }) {
  /** @type {RequestRecord[]} */
  const records = [];
  /** @type {{ label: string, limit: number, call: ReturnType<typeof timedClient>, session?: { id: string, startedAt: string }, writes: { key: string, acked: boolean, attempts: number }[] }[]} */
  const people = Array.from({ length: count }, (_, i) => ({ label: `p${i}`, limit: limits[i % limits.length], call: timedClient(baseUrl, records, `p${i}`), writes: [] }));
  let running = false;
  /** @type {Promise<void>[]} */
  let loops = [];

  /** Retries until a 2xx (or a 4xx, which is the request's own fault). */
  async function until(person, what, send, deadlineMs = 120000) {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const answer = await send();
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429)
        throw new Error(`${person.label} ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (Date.now() > deadline) throw new Error(`${person.label} ${what}: no 2xx in ${deadlineMs} ms`);
      await sleep(300);
    }
  }

  /** Before the faults: a busy machine may take long to hash a password, so these wait longer. */
  async function setUp(person) {
    const email = `${person.label}.${runId}@example.com`;
    const password = `Pw-${randomBytes(9).toString('base64url')}`;
    const slow = (method, path, body, headers) => person.call(method, path, body, headers, SET_UP_TIMEOUT_MS);
    const registered = await slow('POST', '/api/register', { username: email, email, password, firstName: person.label, lastName: 'Fault', timeZone: 'Australia/Sydney' });
    if (registered.status !== 201) throw new Error(`${person.label} register: ${registered.status} ${JSON.stringify(registered.body)}`);
    // Sign-in needs a verified address: the person opens the link from their mail, as anyone would.
    const { link } = await verificationLink('', email, { folder: mailboxDir, timeoutMs: SET_UP_TIMEOUT_MS });
    const url = new URL(link);
    await until(person, 'verify the address', () => slow('GET', `${url.pathname}${url.search}`));
    await until(person, 'sign in', () => slow('POST', '/api/login', { username: email, password }));
    await until(person, 'daily limit', () => slow('PATCH', '/api/settings', { dailySpendLimit: person.limit }));
    const sessionKey = randomUUID();
    const started = await until(person, 'start a session', () => slow('POST', '/api/sessions', { type: 'slot' }, { 'Idempotency-Key': sessionKey }));
    person.session = { id: started.body.id, startedAt: started.body.startedAt };
  }

  /** One wager, retried with its key until it is saved (or the run is over and the retries' time is up). */
  async function wager(person) {
    const write = { key: randomUUID(), acked: false, attempts: 0 };
    person.writes.push(write);
    // Every fifth is pending: scanner then applies its event (a result check), so its once-only is checked too.
    const settled = person.writes.length % 5 !== 0 ? { isCompleted: true, isWin: false } : { isCompleted: false };
    const body = { type: 'wagering', subtype: 'Sports Betting', amount: WAGER_AMOUNT.toFixed(2), ...settled, description: `fault ${write.key}` };
    const deadline = Date.now() + 90000;
    while (Date.now() < deadline) {
      write.attempts += 1;
      const answer = await person.call('POST', '/api/activities', body, { 'Idempotency-Key': write.key });
      if (answer.status >= 200 && answer.status < 300) {
        write.acked = true;
        return;
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429) return;
      await sleep(250 + Math.random() * 250);
    }
  }

  async function loop(person) {
    for (let n = 1; running; n += 1) {
      await wager(person);
      // Now and then the person looks at their limit again (the same value): a write that goes to alerts.
      if (n % 5 === 0) await person.call('PATCH', '/api/settings', { dailySpendLimit: person.limit });
      await sleep(pauseMs);
    }
  }

  return {
    people,
    records,
    async setUp() {
      await Promise.all(people.map(setUp));
    },
    start() {
      running = true;
      loops = people.map(loop);
    },
    /** Stops writing; a write being retried finishes first. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    /** The time of the first 2xx write answered after `since` for every person (null when one has none). */
    everyoneWroteAfter(since) {
      const firsts = [];
      for (const person of people) {
        const first = records.find((r) => r.at >= since && r.op === 'POST /api/activities' && r.status !== null && r.status >= 200 && r.status < 300 && r.who === person.label);
        firsts.push(first ? first.at + first.ms : null);
      }
      return firsts.some((f) => f === null) ? null : Math.max(.../** @type {number[]} */ (firsts));
    },
  };
}
