import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createTokenKey, signServiceToken } from '../auth/service-token';
import { createServiceApp } from './create-service-app';

/** A service app whose log lines are kept, with one route that logs and one that reads a body. */
function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const tokenKey = createTokenKey('t'.repeat(40));
  const app = createServiceApp({ name: 'test', logger: pino({ level }, sink), tokenKey });
  app.use(async (ctx) => {
    if (ctx.path === '/logs') ctx.state.logger.info({ step: 'inside' }, 'handler says hello');
    if (ctx.path === '/fails') throw new Error('boom');
    if (ctx.path === '/many' || ctx.path === '/internal/many') {
      ctx.body = Array.from({ length: 500 }, (_, i) => ({ id: i, type: 'wagering', amount: '25.00', details: 'Randwick R4' }));
      return;
    }
    ctx.body = { method: ctx.method, body: ctx.request.body ?? null };
  });
  const bearer = `Bearer ${signServiceToken(tokenKey, { userId: 'u1', sessionId: 's1' })}`;
  return { handler: app.callback(), lines, bearer };
}

describe('service app', () => {
  it('When a handler logs, then the line carries the request id the gateway sent', async () => {
    const { handler, lines, bearer } = appWithLog('info');
    const res = await request(handler).get('/logs').set('authorization', bearer).set('x-request-id', 'req-12345678');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'req-12345678', step: 'inside', msg: 'handler says hello' })]);
  });

  it('When a request fails, then the error is logged with its request id and the caller gets a plain 500', async () => {
    const { handler, lines, bearer } = appWithLog('info');
    const res = await request(handler).get('/fails').set('authorization', bearer).set('x-request-id', 'req-87654321');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'req-87654321', msg: 'Request failed', level: 50 })]);
  });

  it('When the level is debug, then every request gets a line with its status and time; at info none', async () => {
    const debug = appWithLog('debug');
    await request(debug.handler).get('/quiet').set('authorization', debug.bearer).set('x-request-id', 'req-debug-01');
    expect(debug.lines).toEqual([expect.objectContaining({ requestId: 'req-debug-01', msg: 'request', method: 'GET', path: '/quiet', status: 200, ms: expect.any(Number) })]);
    const info = appWithLog('info');
    await request(info.handler).get('/quiet').set('authorization', info.bearer);
    expect(info.lines).toEqual([]);
  });

  it('When a request comes without the gateway token, then nothing runs; a body is left for its route to read (http/route.ts)', async () => {
    const { handler, bearer } = appWithLog('info');
    const posted = await request(handler).post('/things').set('authorization', bearer).send({ name: 'Mia' });
    expect(posted.body).toEqual({ method: 'POST', body: null });
    const anonymous = await request(handler).get('/things');
    expect(anonymous.status).toBe(401);
  });

  it('When an answer is over 1 KB, then it is gzipped for a caller that accepts gzip and sent plain to one that does not or to another service', async () => {
    const { handler, bearer } = appWithLog('info');
    const gzipped = await request(handler).get('/many').set('authorization', bearer).set('accept-encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toHaveLength(500);
    const plainLength = Buffer.byteLength(JSON.stringify(gzipped.body));
    const plain = await request(handler).get('/many').set('authorization', bearer).set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plainLength);
    expect(plain.body).toEqual(gzipped.body);
    // Calls between services are not compressed, and small answers are not worth it.
    const internal = await request(handler).get('/internal/many').set('authorization', bearer).set('accept-encoding', 'gzip');
    expect(internal.headers['content-encoding']).toBeUndefined();
    const small = await request(handler).get('/things').set('authorization', bearer).set('accept-encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
