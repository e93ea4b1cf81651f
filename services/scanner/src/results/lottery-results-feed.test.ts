import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '@tally/service-kit/testing';
import { SATURDAY_LOTTO_4600 } from '../../test/fixtures/lottery-draws';
import { createHttpLotteryResults } from './lottery-results-feed';

describe('createHttpLotteryResults', () => {
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: SATURDAY_LOTTO_4600 };
  const asked: URL[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(new URL(req.url ?? '/', 'http://feed'));
      const { status, body, delayMs = 0 } = answer;
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body)), delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results?key=abc`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const feed = () => createHttpLotteryResults({ url, timeoutMs: 300, logger: silentLogger() });

  it('should ask by game and draw number, keeping the query of the configured URL, and answer the checked result', async () => {
    answer = { status: 200, body: SATURDAY_LOTTO_4600 };

    const found = await feed().findDraw({ game: 'Saturday Lotto', drawNumber: 4600, drawDate: '2025-06-14' });

    expect(found).toEqual({ status: 'published', result: SATURDAY_LOTTO_4600 });
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ key: 'abc', game: 'Saturday Lotto', draw: '4600' });
  });

  it('should ask by date when the ticket shows no draw number', async () => {
    answer = { status: 200, body: SATURDAY_LOTTO_4600 };

    const found = await feed().findDraw({ game: 'saturday lotto', drawNumber: null, drawDate: '2025-06-14' });

    expect(found.status).toBe('published');
    expect(asked.at(-1)!.searchParams.get('date')).toBe('2025-06-14');
  });

  it.each([
    ['404', { status: 404, body: { message: 'not yet' } }, 'not-published'],
    ['a result without dividends', { status: 200, body: { ...SATURDAY_LOTTO_4600, dividends: [] } }, 'not-published'],
    ['another draw', { status: 200, body: { ...SATURDAY_LOTTO_4600, drawNumber: 4599 } }, 'failed'],
    ['another game', { status: 200, body: { ...SATURDAY_LOTTO_4600, game: 'Oz Lotto' } }, 'failed'],
    ['something breaking the contract', { status: 200, body: { ...SATURDAY_LOTTO_4600, numbers: 'lots' } }, 'failed'],
    ['not JSON', { status: 200, body: '<html>maintenance</html>' }, 'failed'],
    ['an error', { status: 500, body: {} }, 'failed'],
    ['too late', { status: 200, body: SATURDAY_LOTTO_4600, delayMs: 1000 }, 'failed'],
  ])('should treat %s as no result', async (_what, given, status) => {
    answer = given;

    expect((await feed().findDraw({ game: 'Saturday Lotto', drawNumber: 4600, drawDate: null })).status).toBe(status);
  });
});
