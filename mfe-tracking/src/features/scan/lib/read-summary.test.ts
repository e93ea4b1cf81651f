import type { ScanResult } from '@tally/contracts';
import { isFullRead, readSummary } from './read-summary';

const empty: ScanResult = {
  type: 'unknown',
  amount: null,
  description: null,
  location: null,
  racetrack: null,
  raceDate: null,
  raceTime: null,
  raceNumber: null,
  horseNumber: null,
  horseSelections: null,
  betType: null,
  isBoxed: null,
  rawText: '',
  ticketImage: null,
};

describe('readSummary (issue 25)', () => {
  it('never says the ticket was read when nothing was', () => {
    expect(readSummary(empty)).toBe('Nothing could be read from this photo. Fill in the details yourself, or try a clearer photo.');
    expect(readSummary({ ...empty, type: 'lottery', description: '  ' })).toMatch(/^Nothing could be read/);
  });

  it('says what a scratchie gave and what it did not', () => {
    expect(readSummary({ ...empty, type: 'lottery', subtype: 'Scratchie $5' })).toBe(
      'Read the game. Not read: the cost and numbers or draw. Check and fill in the rest before you save.',
    );
  });

  it('says a wager read in full was read', () => {
    const full = { ...empty, type: 'wagering' as const, subtype: 'Racing', racetrack: 'Randwick', raceNumber: 5, betType: 'Win', horseNumber: 7, amount: '20.00' };
    expect(readSummary(full)).toBe('Read the event type, track, race number, bet type, runner and stake. Check the details before you save.');
    expect(isFullRead(readSummary(full))).toBe(true);
    expect(isFullRead(readSummary(empty))).toBe(false);
  });
});
