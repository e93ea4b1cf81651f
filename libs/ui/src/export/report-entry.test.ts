import { activity, goldenActivities, goldenSessions, session } from './export-fixtures';
import { entryFromActivity, entryFromSession, toReportEntries } from './report-entry';

const base = { id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-20T00:00:00.000Z' } as const;

describe('entryFromActivity', () => {
  it('should net a win as the win amount minus the stake', () => {
    const entry = entryFromActivity(activity({ ...base, type: 'wagering', subtype: 'Racing', amount: '25.00', isCompleted: true, isWin: true, winAmount: '80.50' }));

    expect(entry).toMatchObject({ category: 'Racing', spent: '25.00', won: '80.50', net: '55.50', status: 'Win' });
  });

  it('should net a loss and a pending ticket as minus the stake, with no win amount while pending', () => {
    const lost = entryFromActivity(activity({ ...base, type: 'lottery', subtype: 'Powerball', amount: '10.00', isCompleted: true, isWin: false, winAmount: '99.00' }));
    const pending = entryFromActivity(activity({ ...base, type: 'wagering', subtype: 'Sports Betting', amount: '4.10' }));

    expect(lost).toMatchObject({ category: 'Lottery', won: '0.00', net: '-10.00', status: 'Loss' });
    expect(pending).toMatchObject({ category: 'Sports Betting', won: '', net: '-4.10', status: 'Pending' });
  });

  it('should title a lottery ticket by its game, not its notes (issue 25)', () => {
    const entry = entryFromActivity(activity({ ...base, type: 'lottery', subtype: 'Saturday Lotto', description: '3 7 12 19 28 41', amount: '7.35' }));
    expect([entry.title, entry.category, entry.subtype]).toEqual(['Saturday Lotto', 'Lottery', 'Saturday Lotto']);
  });

  it("should take a lottery win's wonAmount when winAmount is empty", () => {
    expect(entryFromActivity(goldenActivities[3])).toMatchObject({ won: '20.00', net: '15.00', aiBadge: 'AI: Win' });
  });

  it("should badge the AI check's verdict, and any other verdict as review", () => {
    const checked = (aiResultStatus: string | null) =>
      entryFromActivity(activity({ ...base, type: 'wagering', subtype: 'Racing', amount: '1.00', aiResultChecked: true, aiResultStatus })).aiBadge;

    expect([checked('win'), checked('loss'), checked('undetermined'), checked('odd'), checked(null)]).toEqual(['AI: Win', 'AI: Loss', 'AI: Review', 'AI: Review', 'AI: Review']);
    expect(entryFromActivity(activity({ ...base, type: 'wagering', subtype: 'Racing', amount: '1.00' })).aiBadge).toBeNull();
  });
});

describe('entryFromSession', () => {
  it('should net an ended session as its final amount minus its deposits', () => {
    expect(entryFromSession(goldenSessions[0])).toMatchObject({
      category: 'Pokies',
      spent: '150.00',
      won: '95.25',
      net: '-54.75',
      status: 'Completed',
      details: 'The Star, Sydney',
    });
    expect(entryFromSession(goldenSessions[1])).toMatchObject({ category: 'Table Games', won: '260.00', net: '60.00' });
  });

  it('should net an active session as minus its deposits so far', () => {
    expect(entryFromSession(goldenSessions[2])).toMatchObject({ won: '', net: '-40.00', status: 'Active' });
  });
});

describe('toReportEntries', () => {
  it('should put activities and sessions together, newest first', () => {
    const entries = toReportEntries(goldenActivities, [
      session({ id: '00000000-0000-4000-8000-000000000099', type: 'slot', startedAt: '2026-11-20T23:00:00.000Z', totalDeposited: '5.00' }),
    ]);
    const times = entries.map((entry) => entry.at);

    expect(times).toEqual([...times].sort().reverse());
    expect(entries).toHaveLength(goldenActivities.length + 1);
  });
});
