import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createLogger, ServiceError } from '@tally/service-kit';
import { records, wager } from '../../test/helpers/records-fixture';
import { createLedgerClient } from './ledger-client';

const logger = createLogger({ name: 'ledger-client-test', level: 'silent' });

/** A stand-in ledger replica: answers the records read with `answer` (its status and body), or never answers (`hang`). */
async function replica(name: string, behaviour: { status?: number; hang?: boolean } = {}) {
  const calls: Array<{ authorization: string | undefined; path: string }> = [];
  const server = http.createServer((req, res) => {
    calls.push({ authorization: req.headers.authorization, path: req.url ?? '' });
    if (behaviour.hang) return;
    if (behaviour.status) return void res.writeHead(behaviour.status).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(records([wager('2026-11-03T01:00:00Z', name === 'a' ? '10.00' : '20.00')])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback URL nothing listens on (a replica that was killed): its connections are refused. */
async function refusedUrl() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const amountOf = (answer: Awaited<ReturnType<ReturnType<typeof createLedgerClient>['records']>>) => answer.activities[0].amountCents;

describe('ledger client', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  const started = async (name: string, behaviour?: { status?: number; hang?: boolean }) => {
    const r = await replica(name, behaviour);
    open.push(r);
    return r;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('When the ledger has two replicas, then reads go to each in turn, with the person’s own token and the since filter', async () => {
    const [a, b] = [await started('a'), await started('b')];
    const client = createLedgerClient({ baseUrls: [a.url, b.url], timeoutMs: 2000, logger });

    const amounts = [];
    for (let i = 0; i < 4; i++) amounts.push(amountOf(await client.records('Bearer person-token', new Date('2026-10-01T00:00:00Z'))));

    expect(amounts).toEqual([1000, 2000, 1000, 2000]);
    expect([a.calls.length, b.calls.length]).toEqual([2, 2]);
    expect(a.calls[0]).toEqual({ authorization: 'Bearer person-token', path: '/internal/insight-records?since=2026-10-01T00%3A00%3A00.000Z' });
  });

  it('When one replica refuses connections (killed), then every read is answered by the other, and the refused one is left out meanwhile', async () => {
    const b = await started('b');
    const client = createLedgerClient({ baseUrls: [await refusedUrl(), b.url], timeoutMs: 2000, logger });

    const amounts = [];
    for (let i = 0; i < 6; i++) amounts.push(amountOf(await client.records('Bearer t', null)));

    expect(amounts).toEqual([2000, 2000, 2000, 2000, 2000, 2000]);
    // The first read tried the refused replica, then this one; the rest came straight here.
    expect(b.calls.length).toBe(6);
  });

  it('When a replica takes the read but never answers, then after the timeout the read is made once more on the other replica', async () => {
    const [hung, b] = [await started('a', { hang: true }), await started('b')];
    const client = createLedgerClient({ baseUrls: [hung.url, b.url], timeoutMs: 200, logger });

    const t0 = Date.now();
    const answer = await client.records('Bearer t', null);

    expect(amountOf(answer)).toBe(2000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    expect([hung.calls.length, b.calls.length]).toEqual([1, 1]);
  });

  it('When a replica failed several times in a row, then its circuit opens and reads skip it without waiting on it', async () => {
    const [hung, b] = [await started('a', { hang: true }), await started('b')];
    const client = createLedgerClient({ baseUrls: [hung.url, b.url], timeoutMs: 150, logger, breakAfterFailures: 2, halfOpenAfterMs: 60_000 });
    // Round-robin starts on the hung replica every other read: two reads that waited on it open its circuit.
    for (let i = 0; i < 4; i++) await client.records('Bearer t', null);
    expect(hung.calls.length).toBe(2);

    const t0 = Date.now();
    for (let i = 0; i < 4; i++) expect(amountOf(await client.records('Bearer t', null))).toBe(2000);

    expect(Date.now() - t0).toBeLessThan(150);
    expect(hung.calls.length).toBe(2);
  });

  it('When no replica can be reached, then the read fails with a 503 the person may retry', async () => {
    const client = createLedgerClient({ baseUrls: [await refusedUrl(), await refusedUrl()], timeoutMs: 500, logger });

    const failure = await client.records('Bearer t', null).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe(503);
  });

  it('When a replica answers with an error status, then that is the answer (503), and the other replica is not asked: they share one database', async () => {
    const [failing, b] = [await started('a', { status: 500 }), await started('b')];
    const client = createLedgerClient({ baseUrls: [failing.url, b.url], timeoutMs: 2000, logger });

    const failure = await client.records('Bearer t', null).catch((err: unknown) => err);

    expect((failure as ServiceError).status).toBe(503);
    expect([failing.calls.length, b.calls.length]).toEqual([1, 0]);
  });
});
