import type { InsightRecordsResponse } from '@tally/contracts';
import { records, wager } from '../../../test/helpers/records-fixture';
import { insightPeriod } from '../insight-period';
import { writeLocalText } from '../text/write-local-text';
import { markersForModel } from '../text/model-text-writer';
import { computeMarkers } from './compute-markers';

const ZONE = 'Australia/Sydney';
// Wednesday 25 November 2026, noon in Sydney.
const NOW = new Date('2026-11-25T01:00:00Z');
const nov = (day: number) => new Date(Date.UTC(2026, 10, day, 0)).toISOString();
const withBank = (recs: InsightRecordsResponse, bankMonths: InsightRecordsResponse['bankMonths']) => ({ ...recs, bankMonths });
const markersOf = (recs: InsightRecordsResponse, income: string | null, timeFrame: 'month' | 'all' = 'month') =>
  computeMarkers({ records: recs, period: insightPeriod(timeFrame, NOW, ZONE), now: NOW, timeZone: ZONE, annualIncome: income });

describe('computeMarkers with the bank check', () => {
  // $60,000 a year: 1% is $50 a month.
  const logged = records([wager(nov(3), '30.00', { result: 'loss' })]);

  it('When the bank shows more went to gambling than was logged, then the income check reads the bank’s figure and says so', () => {
    const m = markersOf(withBank(logged, [{ month: '2026-11', sentCents: 42000 }]), '60000');
    expect(m.income).toEqual({ given: true, monthlyGuideCents: 5000, worstMonthSpentCents: 42000, source: 'bank', fires: true });
    expect(m.bankCheck).toEqual({ months: 1, loggedCents: 3000, bankedCents: 42000, monthsFromBank: 1, used: 'bank' });
    const text = writeLocalText(m);
    expect(text).toContain('Bank check: in 1 month your bank statement shows more went to gambling than you logged ($420.00 against $30.00');
    expect(text).toContain('in your biggest month you spent $420.00 (from your bank statement), more than 1% of the income you gave ($50.00 a month)');
    expect(markersForModel(m)).toMatchObject({ income: { spendSource: 'bank', fires: true }, bankCheck: { used: 'bank', monthsFromBank: 1 } });
  });

  it('When the log covers what the bank shows, then the checks use the log and say so', () => {
    const m = markersOf(withBank(logged, [{ month: '2026-11', sentCents: 1000 }]), '60000');
    expect(m.income).toMatchObject({ worstMonthSpentCents: 3000, source: 'logged', fires: false });
    expect(m.bankCheck.used).toBe('logged');
    expect(writeLocalText(m)).toContain('Bank check: what you logged covers what your bank statement shows, so these checks use your log.');
  });

  it('When a monthly limit is set, then a month over it by the bank’s figure is a breach', () => {
    const recs = withBank({ ...logged, limits: { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: '100.00' } }, [{ month: '2026-11', sentCents: 15000 }]);
    expect(markersOf(recs, null).limitBreaches).toMatchObject({ monthly: 1, fires: true });
    expect(markersOf({ ...recs, bankMonths: [] }, null).limitBreaches).toMatchObject({ monthly: 0, fires: false });
  });

  it('When the bank months are outside the period, then they are left out; All Time takes them all', () => {
    const recs = withBank(logged, [{ month: '2026-09', sentCents: 90000 }]);
    expect(markersOf(recs, '60000').bankCheck).toEqual({ months: 0, loggedCents: 0, bankedCents: 0, monthsFromBank: 0, used: 'logged' });
    expect(markersOf(recs, '60000', 'all').income).toMatchObject({ worstMonthSpentCents: 90000, source: 'bank' });
  });

  it('When nothing was kept from a bank statement, then no bank sentence is written', () => {
    expect(writeLocalText(markersOf(logged, '60000'))).not.toContain('Bank check');
  });
});
