import { activityTitle, aiBadge as aiLabel, type Activity, type Session } from '@tally/contracts';
import { anActivity } from '../../testing/activity-fixture';
import { pendingRows, recentRows } from './activity-rows';

const base: Activity = anActivity({
  id: '00000000-0000-4000-8000-000000000001',
  subtype: 'Sports Betting',
  amount: '15.00',
  description: 'Storm -4.5',
  createdAt: '2026-11-25T01:00:00.000Z',
});

const session: Session = {
  id: '00000000-0000-4000-8000-000000000009',
  type: 'slot',
  venue: 'Star City',
  isActive: false,
  startedAt: '2026-11-25T02:00:00.000Z',
  endedAt: '2026-11-25T03:00:00.000Z',
  createdAt: '2026-11-25T02:00:00.000Z',
  totalDeposited: '25.25',
  totalDeposits: '25.25',
  finalAmount: '30.00',
  depositsCount: 2,
};

describe('activityTitle', () => {
  it('names a race by track, race number and bet type', () => {
    expect(activityTitle({ ...base, subtype: 'Racing', racetrack: 'Randwick', raceNumber: 4, betType: 'Win', description: null })).toBe('Randwick R4 · Win');
  });

  it('falls back to the subtype when a race has no details', () => {
    expect(activityTitle({ ...base, subtype: 'Racing', description: null })).toBe('Racing');
  });

  it('names a sports bet by its description, else its subtype', () => {
    expect(activityTitle(base)).toBe('Storm -4.5');
  });

  it('names a lottery ticket by its game, never by its notes', () => {
    expect(activityTitle({ ...base, type: 'lottery', subtype: 'Powerball', description: null })).toBe('Powerball');
    expect(activityTitle({ ...base, type: 'lottery', subtype: 'Saturday Lotto', description: '3 7 12 19 28 41', details: null })).toBe('Saturday Lotto');
  });
});

describe('recentRows', () => {
  it('merges activities and sessions newest first, with each net result', () => {
    const win = { ...base, id: '00000000-0000-4000-8000-000000000002', isCompleted: true, isWin: true, winAmount: '40.00', createdAt: '2026-11-25T04:00:00.000Z' };
    const loss = { ...base, id: '00000000-0000-4000-8000-000000000003', isCompleted: true, isWin: false };
    const rows = recentRows([base, win, loss], [session], 5);
    expect(rows.map((row) => [row.title, row.outcome, row.amount])).toEqual([
      ['Storm -4.5', 'win', 25],
      ['Pokies session · Star City', 'win', 4.75],
      ['Storm -4.5', 'pending', -15],
      ['Storm -4.5', 'loss', -15],
    ]);
  });

  it('keeps at most the limit, and an active session counts its deposits as spent', () => {
    const active = { ...session, isActive: true, endedAt: null, finalAmount: null };
    expect(recentRows([base], [active], 1).map((row) => [row.outcome, row.amount])).toEqual([['active', -25.25]]);
  });
});

describe('pendingRows', () => {
  it('lists only activities awaiting a result, at most the limit', () => {
    const done = { ...base, id: '00000000-0000-4000-8000-000000000004', isCompleted: true, isWin: false };
    expect(pendingRows([base, done, base, base], 2)).toHaveLength(2);
    expect(pendingRows([done], 5)).toEqual([]);
  });
});

describe('aiLabel', () => {
  it('labels AI win and loss verdicts, and anything else as review', () => {
    expect(aiLabel({ aiResultChecked: true, aiResultStatus: 'win' })).toBe('AI: Win');
    expect(aiLabel({ aiResultChecked: true, aiResultStatus: 'loss' })).toBe('AI: Loss');
    expect(aiLabel({ aiResultChecked: true, aiResultStatus: 'undetermined' })).toBe('AI: Review');
    expect(aiLabel({ aiResultChecked: true, aiResultStatus: 'needs_review' })).toBe('AI: Review');
  });

  it('gives no label to an activity the AI has not checked', () => {
    expect(aiLabel({ aiResultChecked: false, aiResultStatus: null })).toBeNull();
  });

  it('puts the label on pending rows', () => {
    const [row] = pendingRows([{ ...base, aiResultChecked: true, aiResultStatus: 'loss' }], 5);

    expect(row).toMatchObject({ kind: 'activity', aiLabel: 'AI: Loss' });
  });
});
