import type { Activity, Session } from '../index';
import { activityCents, activityTitle, aiBadge, sessionCents, sessionTitle } from './activity-display';

const wager = {
  type: 'wagering',
  subtype: 'Sports Betting',
  description: 'Storm -4.5',
  details: null,
  racetrack: null,
  raceNumber: null,
  betType: null,
  amount: '15.00',
  isCompleted: false,
  isWin: null,
  winAmount: null,
  wonAmount: null,
} as const satisfies Partial<Activity>;

describe('activityTitle', () => {
  it('names a wager by its description, else the race and bet type, else the event, else its subtype', () => {
    expect(activityTitle(wager)).toBe('Storm -4.5');
    expect(activityTitle({ ...wager, subtype: 'Racing', description: '  ', racetrack: 'Randwick', raceNumber: 4, betType: 'Win' })).toBe('Randwick R4 · Win');
    expect(activityTitle({ ...wager, subtype: 'Racing', description: null, betType: 'Quinella' })).toBe('Quinella');
    expect(activityTitle({ ...wager, subtype: 'Racing', description: null })).toBe('Racing');
    expect(activityTitle({ ...wager, description: null, details: ' Storm v Broncos ' })).toBe('Storm v Broncos');
    expect(activityTitle({ ...wager, description: null })).toBe('Sports Betting');
  });

  it('names a lottery ticket by its game, never by its notes', () => {
    expect(activityTitle({ ...wager, type: 'lottery', subtype: 'Saturday Lotto', description: '3 7 12 19 28 41' })).toBe('Saturday Lotto');
  });
});

describe('sessionTitle', () => {
  it('names a session by its kind and venue', () => {
    expect([sessionTitle({ type: 'slot', venue: 'Star City' }), sessionTitle({ type: 'table', venue: null })]).toEqual(['Pokies session · Star City', 'Table session']);
  });
});

describe('aiBadge', () => {
  it("shows the check's verdict: win, loss, review for anything else, nothing when never checked", () => {
    const verdicts = ['win', 'loss', 'undetermined', 'needs_review'].map((aiResultStatus) => aiBadge({ aiResultChecked: true, aiResultStatus }));
    expect(verdicts).toEqual(['AI: Win', 'AI: Loss', 'AI: Review', 'AI: Review']);
    expect(aiBadge({ aiResultChecked: false, aiResultStatus: null })).toBeNull();
    expect(aiBadge({ aiResultChecked: false, aiResultStatus: 'win' })).toBe('AI: Win');
  });
});

describe('activityCents and sessionCents', () => {
  it('nets a win as its win amount minus the stake, a loss and a pending ticket as minus the stake, in exact cents', () => {
    expect(activityCents({ ...wager, amount: '10.10', isCompleted: true, isWin: true, winAmount: '20.20' })).toEqual({ spent: 1010, won: 2020, net: 1010 });
    expect(activityCents({ ...wager, isCompleted: true, isWin: true, winAmount: null, wonAmount: '0.30' })).toEqual({ spent: 1500, won: 30, net: -1470 });
    expect(activityCents({ ...wager, isCompleted: true, isWin: false, winAmount: '99.00' })).toEqual({ spent: 1500, won: 0, net: -1500 });
    expect(activityCents(wager)).toEqual({ spent: 1500, won: 0, net: -1500 });
  });

  it("counts a session's deposits as spent and its final amount as won once it ends", () => {
    const ended: Pick<Session, 'totalDeposited' | 'isActive' | 'finalAmount'> = { totalDeposited: '25.25', isActive: false, finalAmount: '30.00' };
    expect(sessionCents(ended)).toEqual({ spent: 2525, won: 3000, net: 475 });
    expect(sessionCents({ ...ended, isActive: true, finalAmount: null })).toEqual({ spent: 2525, won: 0, net: -2525 });
  });
});
