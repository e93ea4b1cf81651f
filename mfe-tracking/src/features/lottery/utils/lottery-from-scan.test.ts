import type { LotteryGame, ScanResult } from '@tally/contracts';
import { emptyTicketFields } from '@tally/ticket-reader';
import { lotteryFromScan } from './lottery-from-scan';

const GAMES = [
  { name: 'Powerball', kind: 'draw', ticketCost: null },
  { name: 'Scratchie $5', kind: 'instant', ticketCost: '5.00' },
] as unknown as LotteryGame[];

function scan(overrides: Partial<ScanResult> = {}): ScanResult {
  return { ...emptyTicketFields(), type: 'lottery', rawText: '', ticketImage: null, ...overrides };
}

describe('lotteryFromScan', () => {
  it('should choose the offered game the scan names and fill its cost and notes', () => {
    const { values, scanned } = lotteryFromScan(scan({ subtype: 'POWERBALL', amount: '7.35', description: 'Draw 1550', confidence: { subtype: 0.9, amount: 0.5 } }), GAMES);

    expect(values).toEqual({ subtype: 'Powerball', amount: '7.35', description: 'Draw 1550', result: 'Pending', wonAmount: '' });
    expect(scanned.amount).toEqual({ value: '7.35', confidence: 0.5 });
    expect(scanned.description).toEqual({ value: 'Draw 1550', confidence: null });
  });

  it('should leave the game empty when the scan names one not offered', () => {
    expect(lotteryFromScan(scan({ subtype: 'Keno', amount: '5.00' }), GAMES).values).toMatchObject({ subtype: '', amount: '5.00' });
  });

  it('should not fill a cost for a fixed-price game', () => {
    const { values, scanned } = lotteryFromScan(scan({ subtype: 'Scratchie $5', amount: '5.00' }), GAMES);

    expect(values.amount).toBe('');
    expect(scanned.amount).toBeUndefined();
  });
});
