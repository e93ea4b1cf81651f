// A local stand-in for the lottery results feed scanner checks draw tickets against
// (LOTTERY_RESULTS_URL; contract LotteryDrawResult in libs/contracts). It answers the draws it is
// given by game and draw number or date, and 404 ("not published yet") for any other.
import http from 'node:http';

/**
 * Saturday Lotto draw 4575 (14 Feb 2026), the draw of ../shared/tickets/001.jpg. The dividends are
 * the Saturday Lotto "payout in last draw" figures scanner's tests record; the drawn numbers are
 * chosen so that none of that ticket's ten games has even one of them, so the ticket is a loss.
 */
export const SATURDAY_LOTTO_4575 = {
  game: 'Saturday Lotto',
  drawNumber: 4575,
  drawDate: '2026-02-14',
  numbers: [5, 9, 10, 13, 18, 25],
  supplementary: [35, 39],
  powerball: null,
  dividends: [
    { division: 1, main: 6, supplementary: 0, powerball: false, amount: '1048320.62' },
    { division: 2, main: 5, supplementary: 1, powerball: false, amount: '10292.30' },
    { division: 3, main: 5, supplementary: 0, powerball: false, amount: '968.35' },
    { division: 4, main: 4, supplementary: 0, powerball: false, amount: '27.35' },
    { division: 5, main: 3, supplementary: 1, powerball: false, amount: '14.05' },
    { division: 6, main: 2, supplementary: 2, powerball: false, amount: '8.55' },
    { division: 6, main: 1, supplementary: 2, powerball: false, amount: '8.55' },
  ],
};

/**
 * @param {Array<typeof SATURDAY_LOTTO_4575>} draws
 * @returns {Promise<{ url: string, asked: string[], close: () => Promise<void> }>}
 */
export async function startStandInLotteryResults(draws) {
  const key = (/** @type {string} */ game, /** @type {string} */ by) => `${game.toLowerCase()}|${by}`;
  const published = new Map();
  for (const draw of draws) {
    published.set(key(draw.game, `draw=${draw.drawNumber}`), draw);
    published.set(key(draw.game, `date=${draw.drawDate}`), draw);
  }
  /** @type {string[]} */
  const asked = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    const game = url.searchParams.get('game') ?? '';
    const by = url.searchParams.has('draw') ? `draw=${url.searchParams.get('draw')}` : `date=${url.searchParams.get('date')}`;
    asked.push(`${game} ${by}`);
    const draw = url.pathname === '/results' ? published.get(key(game, by)) : undefined;
    res.writeHead(draw ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(draw ?? { message: 'Not published' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/results`,
    asked,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
