import type { ScanResult } from '@tally/contracts';
import { emptyTicketFields } from '@tally/ticket-reader';
import { wagerFromScan } from './wager-from-scan';

const TODAY = '2026-11-25';

function scan(overrides: Partial<ScanResult> = {}): ScanResult {
  return { ...emptyTicketFields(), type: 'wagering', rawText: '', ticketImage: null, ...overrides };
}

describe('wagerFromScan', () => {
  it('should fill a racing wager and record each filled field with its confidence', () => {
    const { values, scanned } = wagerFromScan(
      scan({
        subtype: 'Racing',
        racingSubtype: 'Horses',
        amount: '25.00',
        racetrack: 'Randwick',
        raceDate: '2026-11-28',
        raceTime: '14:30',
        raceNumber: 7,
        betType: 'WIN',
        horseNumber: 4,
        confidence: { subtype: 0.99, amount: 0.95, racetrack: 0.6, raceNumber: 0.9, betType: 0.85, horseNumber: 0.7 },
      }),
      TODAY,
    );

    expect(values).toMatchObject({
      subtype: 'Racing',
      racingSubtype: 'Horses',
      amount: '25.00',
      racetrack: 'Randwick',
      raceDate: '2026-11-28',
      raceTime: '14:30',
      raceNumber: '7',
      betType: 'Win',
      horseNumber: '4',
    });
    expect(scanned.racetrack).toEqual({ value: 'Randwick', confidence: 0.6 });
    expect(scanned.raceTime).toEqual({ value: '14:30', confidence: null });
    expect(scanned.betType).toEqual({ value: 'Win', confidence: 0.85 });
  });

  it('should call a ticket with a race or track Racing when the scan names no event type', () => {
    expect(wagerFromScan(scan({ racetrack: 'Wentworth Park', racingSubtype: 'Greyhounds' }), TODAY).values).toMatchObject({ subtype: 'Racing', racingSubtype: 'Greyhounds' });
  });

  it('should put a sports ticket description in the event field and leave the racing fields empty', () => {
    const { values, scanned } = wagerFromScan(scan({ subtype: 'Sports Betting', description: 'Storm v Broncos, Storm to win', amount: '10.00' }), TODAY);

    expect(values).toMatchObject({ subtype: 'Sports Betting', details: 'Storm v Broncos, Storm to win', amount: '10.00', racetrack: '', raceDate: TODAY });
    expect(Object.keys(scanned).sort()).toEqual(['amount', 'details', 'subtype']);
  });

  it('should keep today and leave unknown bet types and bad dates out', () => {
    const { values, scanned } = wagerFromScan(scan({ racetrack: 'Flemington', raceDate: '28/11/2026', betType: 'Mystery 6' }), TODAY);

    expect(values.raceDate).toBe(TODAY);
    expect(values.betType).toBe('');
    expect(scanned.raceDate).toBeUndefined();
    expect(scanned.betType).toBeUndefined();
  });
});
