import { randomBytes } from 'node:crypto';
import http, { type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { BODY_LIMIT_BYTES } from '@tally/contracts';
import { createServiceApp } from '../app/create-service-app';
import { createTokenKey, signServiceToken } from '../auth/service-token';
import { bindRoutes } from './bind-routes';
import { route } from './route';

/** POST a body in 64 KB chunks with no Content-Length; the status, or 0 when nothing came back within `waitMs`. */
function sendChunked(url: string, headers: Record<string, string>, body: Buffer, waitMs: number, agent?: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PUT', agent, headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(waitMs, () => {
      req.destroy();
      resolve(0);
    });
    req.on('error', () => undefined);
    const write = (offset: number): void => {
      if (offset >= body.length || req.destroyed) return void req.end();
      if (req.write(body.subarray(offset, offset + 64 * 1024))) write(offset + 64 * 1024);
      else req.once('drain', () => write(offset + 64 * 1024));
    };
    write(0);
  });
}

describe('jsonBody: a chunked body over the row’s limit', () => {
  const tokenKey = createTokenKey('t'.repeat(40));
  const app = createServiceApp({ name: 'test', logger: pino({ level: 'silent' }), tokenKey });
  const saved: unknown[] = [];
  bindRoutes(app, [
    route('putInsightIncome', async ({ body }) => {
      saved.push(body);
      return { annualIncome: null };
    }),
  ]);
  let server: Server;
  let url: string;
  const headers = {
    authorization: `Bearer ${signServiceToken(tokenKey, { userId: 'u1', sessionId: 's1', timeZone: 'Australia/Sydney' })}`,
    'content-type': 'application/json',
  };
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/insights/income`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['just over the limit', BODY_LIMIT_BYTES.default + 1],
    ['half as much again', Math.floor(BODY_LIMIT_BYTES.default * 1.5)],
    ['three times the limit', BODY_LIMIT_BYTES.default * 3],
  ])('When it is %s (hard to compress), then 413 at once and the handler never runs', async (_what, bytes) => {
    const body = Buffer.from(JSON.stringify({ annualIncome: 1, pad: randomBytes(Math.ceil(bytes * 0.75)).toString('base64') }));
    expect(await sendChunked(url, headers, body, 5000)).toBe(413);
    expect(saved).toEqual([]);
  });

  it('When a gzipped body inflates past the limit, then 413, and the next request on the same connection is answered', async () => {
    // One kept-alive connection, as a browser or the gateway's pool would reuse it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const inflated = Buffer.from(JSON.stringify({ annualIncome: 1, pad: randomBytes(BODY_LIMIT_BYTES.default).toString('base64') }));
    try {
      expect(await sendChunked(url, { ...headers, 'content-encoding': 'gzip' }, gzipSync(inflated), 5000, agent)).toBe(413);
      expect(await sendChunked(url, headers, Buffer.from('{"annualIncome":null}'), 5000, agent)).toBe(200);
    } finally {
      agent.destroy();
    }
    expect(saved).toEqual([{ annualIncome: null }]);
  });
});
