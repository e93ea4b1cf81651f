import { POWERBALL_1520, SATURDAY_LOTTO_4600, SATURDAY_LOTTO_4601 } from '../../test/fixtures/lottery-draws';
import { lotteryWinnings } from './lottery-winnings';

const line = (numbers: number[], powerball: number | null = null) => ({ numbers, powerball });

describe('lotteryWinnings', () => {
  it('should pay each standard game its division by the feed dividends', () => {
    const won = lotteryWinnings([line([3, 11, 18, 27, 1, 2]), line([3, 11, 18, 21, 40, 41]), line([4, 5, 6, 8, 9, 10])], [SATURDAY_LOTTO_4600]);

    expect(won.total).toBe('41.40');
    expect(won.wins).toEqual([
      { drawNumber: 4600, drawDate: '2025-06-14', division: 4, entries: 1, amount: '27.35' },
      { drawNumber: 4600, drawDate: '2025-06-14', division: 5, entries: 1, amount: '14.05' },
    ]);
  });

  it('should find nothing won when no game reaches a division', () => {
    const won = lotteryWinnings([line([3, 11, 1, 2, 4, 5]), line([7, 3, 30, 31, 32, 33])], [SATURDAY_LOTTO_4600]);

    expect(won).toEqual({ total: '0.00', wins: [] });
  });

  it('should count only the best division of each entry (two supplementaries with two winning numbers is division 6, not more)', () => {
    const won = lotteryWinnings([line([3, 11, 7, 21, 40, 41])], [SATURDAY_LOTTO_4600]);

    expect(won.wins).toEqual([expect.objectContaining({ division: 6, entries: 1, amount: '8.55' })]);
  });

  it('should play every combination of a system entry', () => {
    // System 7 holding all six winning numbers and a supplementary: one division 1 and six division 2 entries.
    const won = lotteryWinnings([line([3, 11, 18, 27, 35, 42, 7])], [SATURDAY_LOTTO_4600]);

    expect(won.wins.map((w) => [w.division, w.entries])).toEqual([
      [1, 1],
      [2, 6],
    ]);
    expect(won.total).toBe('1110074.42');
  });

  it('should ask for the powerball only in the divisions that need it', () => {
    const [withBall, withoutBall] = [line([2, 8, 13, 19, 24, 29, 40], 11), line([2, 8, 13, 19, 24, 29, 40], 12)];

    expect(lotteryWinnings([withBall], [POWERBALL_1520]).total).toBe('7000.00');
    expect(lotteryWinnings([withoutBall], [POWERBALL_1520]).total).toBe('600.00');
    expect(lotteryWinnings([line([2, 8, 1, 3, 4, 5, 6], 11)], [POWERBALL_1520]).total).toBe('10.50');
  });

  it('should add up every draw of a multi-draw ticket', () => {
    const won = lotteryWinnings([line([3, 11, 18, 27, 1, 2]), line([1, 9, 14, 22, 30, 5])], [SATURDAY_LOTTO_4600, SATURDAY_LOTTO_4601]);

    expect(won.wins.map((w) => [w.drawNumber, w.division])).toEqual([
      [4600, 4],
      [4601, 2],
    ]);
    expect(won.total).toBe('10319.65');
  });
});
