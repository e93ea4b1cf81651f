import { toReportEntries } from '@tally/ui/export';
import type { Activity, Session } from '@tally/contracts';
import { filterByCategory, CATEGORY_CHOICES } from './report-category';
import { summarise } from './report-summary';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-20T01:00:00.000Z';

function wager(n: number, subtype: string, amount: string, winAmount: string | null): Activity {
  return {
    id: id(n),
    type: subtype === 'Racing' || subtype === 'Sports Betting' ? 'wagering' : 'lottery',
    subtype,
    amount,
    details: null,
    description: null,
    isCompleted: winAmount !== null,
    isWin: winAmount === null ? null : winAmount !== '0.00',
    winAmount: winAmount && winAmount !== '0.00' ? winAmount : null,
    wonAmount: null,
    ticketImage: null,
    hasTicketImage: false,
    ticketImageUrl: null,
    createdAt: at,
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    betType: null,
    horseNumber: null,
    horseSelections: null,
    isBoxed: null,
    racingSubtype: null,
    aiResultChecked: false,
    aiResultStatus: null,
    aiResultConfidence: null,
    aiResultWinAmount: null,
    aiResultDetails: null,
  };
}

function session(n: number, type: Session['type'], deposited: string, final: string): Session {
  return {
    id: id(n),
    type,
    venue: null,
    isActive: false,
    startedAt: at,
    endedAt: at,
    createdAt: at,
    totalDeposited: deposited,
    totalDeposits: deposited,
    finalAmount: final,
    depositsCount: 1,
  };
}

const entries = toReportEntries(
  [wager(1, 'Racing', '20.00', '50.00'), wager(2, 'Racing', '5.00', '0.00'), wager(3, 'Sports Betting', '12.00', null), wager(4, 'Powerball', '9.20', '0.00')],
  [session(5, 'slot', '100.00', '60.00'), session(6, 'table', '50.00', '75.00')],
);

describe('filterByCategory', () => {
  it.each([
    ['All Categories', 6, { totalSpent: '196.20', totalReturn: '185.00', net: '-11.20', returnRate: -5.7 }],
    ['Racing', 2, { totalSpent: '25.00', totalReturn: '50.00', net: '25.00', returnRate: 100 }],
    ['Sports Betting', 1, { totalSpent: '12.00', totalReturn: '0.00', net: '-12.00', returnRate: -100 }],
    ['Lottery', 1, { totalSpent: '9.20', totalReturn: '0.00', net: '-9.20', returnRate: -100 }],
    ['Pokies', 1, { totalSpent: '100.00', totalReturn: '60.00', net: '-40.00', returnRate: -40 }],
    ['Table Games', 1, { totalSpent: '50.00', totalReturn: '75.00', net: '25.00', returnRate: 50 }],
  ] as const)('should keep %s and sum to the hand-computed figures', (choice, count, summary) => {
    const kept = filterByCategory(entries, choice);

    expect(kept).toHaveLength(count);
    expect(summarise(kept)).toEqual(summary);
  });

  it('should offer All Categories and the five activity categories', () => {
    expect(CATEGORY_CHOICES).toEqual(['All Categories', 'Racing', 'Sports Betting', 'Lottery', 'Pokies', 'Table Games']);
  });
});
