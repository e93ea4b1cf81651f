import { CreateActivityRequest, LotteryGamesResponse, SCRATCHIE_DENOMINATIONS } from '@tally/contracts';
import { startLedger, type LedgerKit } from './helpers/ledger-test-kit';

describe('GET /api/lottery-results/games/supported', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  it('When asked, then answers the draw games of the reference list and every scratchie denomination', async () => {
    const res = await kit.http().get('/api/lottery-results/games/supported').set(kit.as(kit.newUser()));

    expect(res.status).toBe(200);
    const { games } = LotteryGamesResponse.parse(res.body);
    expect(games.filter((g) => g.kind === 'draw').map((g) => g.name)).toEqual(
      expect.arrayContaining(['Saturday Lotto', 'Weekday Windfall', 'Oz Lotto', 'Powerball', 'Set for Life', 'Keno']),
    );
    expect(games.filter((g) => g.kind === 'instant').map((g) => [g.name, g.ticketCost])).toEqual(SCRATCHIE_DENOMINATIONS.map((d) => [d.subtype, d.amount]));
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  });

  it('When a game from the list is logged, then the ticket cost rules follow its kind', async () => {
    const { games } = LotteryGamesResponse.parse((await kit.http().get('/api/lottery-results/games/supported').set(kit.as(kit.newUser()))).body);
    for (const game of games) {
      const withoutCost = CreateActivityRequest.safeParse({ type: 'lottery', subtype: game.name });
      expect(withoutCost.success).toBe(game.kind === 'instant');
    }
  });
});
