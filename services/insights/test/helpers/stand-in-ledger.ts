import http from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InsightRecordsResponse } from '@tally/contracts';
import { verifyServiceToken } from '@tally/service-kit';
import { records } from './records-fixture';

/**
 * A local stand-in for the ledger's internal records route: it checks the forwarded service token as
 * the ledger does and answers the records of the person the token names (none when unknown).
 */
export async function startStandInLedger() {
  const byUser = new Map<string, InsightRecordsResponse>();
  const seen: Array<{ userId: string | null; since: string | null }> = [];
  let key: KeyObject | null = null;
  let failWith: number | null = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/internal/insight-records') return void res.writeHead(404).end();
    if (failWith) return void res.writeHead(failWith).end();
    try {
      const caller = verifyServiceToken(key!, req.headers.authorization);
      seen.push({ userId: caller.userId, since: url.searchParams.get('since') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(byUser.get(caller.userId ?? '') ?? records([])));
    } catch {
      res.writeHead(401).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** The key the gateway signs tokens with (known once the service under test exists). */
    trust(tokenKey: KeyObject) {
      key = tokenKey;
    },
    setRecords(userId: string, recs: InsightRecordsResponse) {
      byUser.set(userId, recs);
    },
    /** Answers every read with this status (null: answer normally). */
    fail(status: number | null) {
      failWith = status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type StandInLedger = Awaited<ReturnType<typeof startStandInLedger>>;
