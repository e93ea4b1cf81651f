import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LotteryDrawResult } from '@tally/contracts';

/**
 * A local stand-in for the lottery results feed (contract: LotteryDrawResult). It serves the draws
 * it is given by game and draw number or date, answers 404 for a draw not (yet) published, and
 * counts the questions.
 */
export async function startStandInResultsFeed(draws: LotteryDrawResult[]) {
  const published = new Map<string, LotteryDrawResult>();
  const asked: string[] = [];
  const keyOf = (game: string, by: string) => `${game.toLowerCase()}|${by}`;
  const publish = (draw: LotteryDrawResult) => {
    published.set(keyOf(draw.game, `draw=${draw.drawNumber}`), draw);
    published.set(keyOf(draw.game, `date=${draw.drawDate}`), draw);
  };
  draws.forEach(publish);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    const game = url.searchParams.get('game') ?? '';
    const by = url.searchParams.has('draw') ? `draw=${url.searchParams.get('draw')}` : `date=${url.searchParams.get('date')}`;
    asked.push(`${game} ${by}`);
    const draw = url.pathname === '/results' ? published.get(keyOf(game, by)) : undefined;
    res.writeHead(draw ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(draw ?? { message: 'Not published' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/results`,
    asked,
    publish,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
