import { buildRacingSummary } from './racing-summary';

describe('buildRacingSummary', () => {
  it('names the track, race, bet type and horse number of a single-runner bet', () => {
    expect(buildRacingSummary({ racingSubtype: 'Horses', racetrack: 'Randwick', raceNumber: 5, betType: 'Win', horseNumber: 7 })).toBe('Randwick · Race 5 · Win · #7');
  });

  it('shows the selections of an exotic bet and marks it boxed', () => {
    expect(buildRacingSummary({ racingSubtype: 'Greyhounds', racetrack: 'Wentworth Park', raceNumber: 3, betType: 'Exacta', horseSelections: '1, 4, 6', isBoxed: true })).toBe(
      'Wentworth Park · Race 3 · Exacta (boxed) · 1, 4, 6',
    );
  });

  it('leaves out an unboxed mark and ignores a horse number a multi-runner bet does not use', () => {
    expect(buildRacingSummary({ racetrack: 'Flemington', betType: 'Quinella', horseNumber: 2, horseSelections: '2, 9', isBoxed: false })).toBe('Flemington · Quinella · 2, 9');
  });

  it('ignores selections a single-runner bet does not use', () => {
    expect(buildRacingSummary({ racetrack: 'Ascot', betType: 'Each Way', horseNumber: 12, horseSelections: '1, 2' })).toBe('Ascot · Each Way · #12');
  });

  it('falls back to the race type when no track is given, and to Racing when nothing is', () => {
    expect(buildRacingSummary({ racingSubtype: 'Greyhounds', raceNumber: 8 })).toBe('Greyhounds · Race 8');
    expect(buildRacingSummary({ racetrack: null, racingSubtype: null })).toBe('Racing');
  });
});
