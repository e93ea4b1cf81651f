import type { Activity } from '@tally/contracts';
import { anActivity } from '../../../testing/activity-fixture';
import { activityFields, activityNet, formatRaceDate } from './activity-fields';

const base: Activity = anActivity();
const at = (iso: string) => `at ${iso}`;

describe('activityFields', () => {
  it('should list only the fields that have a value', () => {
    expect(activityFields(base, at)).toEqual([
      { label: 'Category', value: 'Wagering' },
      { label: 'Event Type', value: 'Racing' },
      { label: 'Stake', value: '$25.00' },
      { label: 'Logged', value: 'at 2026-11-22T04:05:00.000Z' },
    ]);
  });

  it('should show every racing field of a settled win, with its net', () => {
    const race: Activity = {
      ...base,
      racingSubtype: 'Horses',
      racetrack: 'Randwick',
      raceDate: '2026-11-22',
      raceTime: '14:35',
      raceNumber: 5,
      betType: 'Trifecta',
      horseSelections: '1, 4, 7',
      isBoxed: true,
      isCompleted: true,
      isWin: true,
      winAmount: '140.50',
    };
    expect(activityFields(race, at).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Category: Wagering',
      'Event Type: Racing',
      'Race Type: Horses',
      'Track: Randwick',
      'Race Date: Sun 22 Nov 2026',
      'Race Time: 14:35',
      'Race: 5',
      'Bet Type: Trifecta',
      'Selections: 1, 4, 7',
      'Boxed: Yes',
      'Stake: $25.00',
      'Win Amount: $140.50',
      'Net Result: +$115.50',
      'Logged: at 2026-11-22T04:05:00.000Z',
    ]);
  });

  it('should name a lottery ticket by its game, and show its description once', () => {
    const ticket: Activity = {
      ...base,
      type: 'lottery',
      subtype: 'Powerball',
      amount: '9.50',
      description: 'Draw 1490',
      isCompleted: true,
      isWin: true,
      winAmount: '20.00',
      wonAmount: '20.00',
    };
    const labels = activityFields(ticket, at).map(({ label }) => label);
    expect(labels).toEqual(['Category', 'Game', 'Description', 'Ticket Cost', 'Win Amount', 'Net Result', 'Logged']);
  });
  it('should not show a win amount left on a ticket corrected to a loss', () => {
    const corrected: Activity = { ...base, type: 'lottery', subtype: 'Scratchie $5', amount: '5.00', isCompleted: true, isWin: false, wonAmount: '20.00' };
    expect(activityFields(corrected, at).find(({ label }) => label === 'Amount Won')).toBeUndefined();
    expect(activityFields(corrected, at).find(({ label }) => label === 'Net Result')?.value).toBe('-$5.00');
  });
});

describe('activityNet', () => {
  it('should be the win amount less the stake for a win, less the stake for a loss, none while pending', () => {
    expect(activityNet({ ...base, isCompleted: true, isWin: true, winAmount: '40.00' })).toBe('15.00');
    expect(activityNet({ ...base, isCompleted: true, isWin: true })).toBe('-25.00');
    expect(activityNet({ ...base, isCompleted: true, isWin: false })).toBe('-25.00');
    expect(activityNet(base)).toBeNull();
  });
});

describe('formatRaceDate', () => {
  it('should show a calendar date without moving it across time zones', () => {
    expect(formatRaceDate('2026-01-01')).toBe('Thu 1 Jan 2026');
    expect(formatRaceDate('not a date')).toBe('not a date');
  });
});
