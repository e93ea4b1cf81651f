// A stand-in for a browser vendor's push service (FCM, Mozilla autopush...), for tests: it mints
// subscriptions as a browser would get them, receives Web Push requests (RFC 8030), checks their
// VAPID signature (RFC 8292), decrypts the aes128gcm payload with the subscription's private key
// (RFC 8291, through `http_ece`, the library `web-push` encrypts with) and keeps each message for
// the test to read. Plain ESM with JSDoc types (stand-in-push-service.d.mts), so jest suites and
// the node:test browser specs import the same file: `@tally/service-kit/stand-in-push-service`.
//
// One port speaks both HTTPS and plain HTTP (the first byte of a connection tells them apart):
// `web-push` sends with `https.request` whatever the endpoint's scheme, so minted endpoints are
// https://127.0.0.1:<port>/push/<id> by default, with a self-signed certificate made at start that
// the sender must trust (`agent` for a sender in the test's process, `caFile` as NODE_EXTRA_CA_CERTS
// for a spawned one); `mintSubscription({ protocol: 'http' })` gives an http:// endpoint for senders
// that speak plain HTTP.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

const TLS_HANDSHAKE = 0x16;
const MAX_BODY = 8192;

/**
 * Starts the stand-in on a random loopback port.
 * @param {{ host?: string }} [options]
 * @returns {Promise<import('./stand-in-push-service.d.mts').StandInPushService>}
 */
export async function startStandInPushService({ host = '127.0.0.1' } = {}) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'stand-in-push-'));
  const caFile = path.join(tmpDir, 'ca.pem');
  writeFileSync(caFile, pems.cert);

  /** @type {Map<string, { endpoint: string, ecdh: import('node:crypto').ECDH, auth: string, status: number, taken: number, messages: import('./stand-in-push-service.d.mts').ReceivedPush[], waiters: ((m: import('./stand-in-push-service.d.mts').ReceivedPush) => void)[] }>} */
  const subscriptions = new Map();
  /** @type {import('./stand-in-push-service.d.mts').PushAttempt[]} */
  const attempts = [];

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const handle = async (req, res) => {
    const id = /^\/push\/([\w-]+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname)?.[1];
    const body = await readBody(req);
    const answer = (status, reason) => {
      attempts.push({ subscriptionId: id ?? null, status, reason, headers: req.headers });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(reason);
    };
    const subscription = id ? subscriptions.get(id) : undefined;
    if (req.method !== 'POST' || !id) return answer(404, 'Not a push endpoint');
    if (!subscription) return answer(404, 'No such subscription');
    if (body === null) return answer(413, 'Payload too large');
    // The token is for the origin of the endpoint the sender was given (RFC 8292 section 2).
    const vapid = checkVapid(req.headers.authorization, new URL(subscription.endpoint).origin);
    if ('error' in vapid) return answer(401, vapid.error);
    if (subscription.status !== 201) return answer(subscription.status, 'Told to refuse this subscription');
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'Only aes128gcm payloads are accepted');
    if (!req.headers.ttl) return answer(400, 'TTL header missing');
    let payload;
    try {
      payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth });
    } catch (error) {
      return answer(400, `Payload does not decrypt: ${error instanceof Error ? error.message : error}`);
    }
    const text = payload.toString('utf8');
    /** @type {import('./stand-in-push-service.d.mts').ReceivedPush} */
    const message = {
      subscriptionId: id,
      text,
      json: parseJson(text),
      ttl: Number(req.headers.ttl),
      urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : undefined,
      topic: typeof req.headers.topic === 'string' ? req.headers.topic : undefined,
      vapid: vapid.claims,
      receivedAt: new Date(),
    };
    answer(201, '');
    subscription.messages.push(message);
    const waiter = subscription.waiters.shift();
    if (waiter) {
      subscription.taken += 1;
      waiter(message);
    }
  };
  const onRequest = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  };

  const plain = http.createServer(onRequest);
  const secure = https.createServer({ key: pems.private, cert: pems.cert }, onRequest);
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      socket.pause();
      socket.unshift(chunk);
      (chunk[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(undefined));
  });
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  const agent = new https.Agent({ ca: pems.cert, keepAlive: false });

  return {
    port,
    origin: `https://${host}:${port}`,
    certificate: pems.cert,
    caFile,
    agent,
    attempts,
    mintSubscription({ protocol = 'https' } = {}) {
      const subscriptionId = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${protocol}://${host}:${port}/push/${subscriptionId}`;
      subscriptions.set(subscriptionId, { endpoint, ecdh, auth, status: 201, taken: 0, messages: [], waiters: [] });
      return {
        id: subscriptionId,
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    messages(subscriptionId) {
      return [...known(subscriptionId).messages];
    },
    nextMessage(subscriptionId, timeoutMs = 10_000) {
      const subscription = known(subscriptionId);
      // Each message is handed out once, oldest first: one that arrived before the call counts.
      if (subscription.taken < subscription.messages.length) return Promise.resolve(subscription.messages[subscription.taken++]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = subscription.waiters.indexOf(waiter);
          if (index >= 0) subscription.waiters.splice(index, 1);
          reject(new Error(`No push message reached subscription ${subscriptionId} within ${timeoutMs} ms (${attempts.length} requests so far)`));
        }, timeoutMs);
        const waiter = (/** @type {import('./stand-in-push-service.d.mts').ReceivedPush} */ message) => {
          clearTimeout(timer);
          resolve(message);
        };
        subscription.waiters.push(waiter);
      });
    },
    answerWith(subscriptionId, status) {
      known(subscriptionId).status = status;
    },
    async close() {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      rmSync(tmpDir, { recursive: true, force: true });
    },
  };

  /** @param {string} subscriptionId */
  function known(subscriptionId) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`The stand-in push service minted no subscription ${subscriptionId}`);
    return subscription;
  }
}

/**
 * The request body, or null when it is larger than a push service takes (4 KB of payload, plus
 * the record's header and tag).
 * @param {http.IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks);
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 token signed by the
 * key, for this push service's origin, not expired and at most 24 hours ahead, with a `sub`.
 * @param {string | undefined} header
 * @param {string} audience
 * @returns {{ claims: import('./stand-in-push-service.d.mts').VapidClaims } | { error: string }}
 */
export function checkVapid(header, audience) {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return { error: 'Authorization: vapid t=..., k=... missing' };
  const params = Object.fromEntries(match[1].split(',').map((part) => part.trim().split(/=(.*)/s).slice(0, 2)));
  const token = params.t;
  const publicKey = params.k;
  if (!token || !publicKey) return { error: 'VAPID t= or k= missing' };
  const [headerPart, claimsPart, signature] = token.split('.');
  if (!headerPart || !claimsPart || !signature) return { error: 'VAPID token is not a JWT' };
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { error: 'VAPID k= is not an uncompressed P-256 key' };
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { error: 'VAPID signature does not match k=' };
  const claims = parseJson(Buffer.from(claimsPart, 'base64url').toString('utf8'));
  if (!claims || typeof claims !== 'object') return { error: 'VAPID claims are not JSON' };
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== audience) return { error: `VAPID aud is ${claims.aud}, not ${audience}` };
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 3600) return { error: 'VAPID exp is missing, past or over 24 hours ahead' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return { error: 'VAPID sub must be a mailto: or https: URL' };
  return { claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey } };
}
