import { records, session, wager } from '../../../test/helpers/records-fixture';
import { insightPeriod } from '../insight-period';
import { computeMarkers } from '../markers/compute-markers';
import { checkModelText } from './check-model-text';
import { writeLocalText } from './write-local-text';

const ZONE = 'Australia/Sydney';
const NOW = new Date('2026-11-25T01:00:00Z');
const nov = (day: number, hour = 10, minute = 0) => new Date(Date.UTC(2026, 10, day, hour - 11, minute)).toISOString();
const markersOf = (recs: ReturnType<typeof records>, income: string | null = null) =>
  computeMarkers({ records: recs, period: insightPeriod('month', NOW, ZONE), now: NOW, timeZone: ZONE, annualIncome: income });

/** Every marker fires: chasing twice, rising and uneven stakes, top-ups, a long late session, a breach, 6 days, 3 types. */
function heavyMonth() {
  const chase = (day: number) => [wager(nov(day, 10), '10.00', { result: 'loss' }), wager(nov(day, 10, 30), '20.00')];
  return records(
    [...chase(2), ...chase(3), wager(nov(4), '10.00'), wager(nov(5), '60.00'), wager(nov(6), '1234.50', { subtype: 'Sports Betting' })],
    [session(nov(7, 1), 130, ['20.00', '20.00', '20.00'], '0.00'), session(nov(8, 2), 20, ['10.00'], '0.00')],
    { dailySpendLimit: '100.00' },
  );
}

describe('writeLocalText', () => {
  it('should state each finding with its figures and end with the high step of the help ladder', () => {
    const text = writeLocalText(markersOf(heavyMonth(), '60000'));

    expect(text).toContain('Across this month you spent $1,434.50 and got back $0.00: a net loss of $1,434.50, a return rate of -100.0% on what you spent.');
    expect(text).toContain('Chasing losses: 2 times you placed a bigger stake within an hour of a loss (the largest was $20.00)');
    expect(text).toContain('Rising stakes: your average stake went from $14.00 in the first half of your 11 stakes to $260.90 in the second half.');
    expect(text).toContain('your largest stake was $1,234.50, against a usual (median) stake of $20.00');
    expect(text).toContain('Topping up: in 1 session you added money 3 or more times (at most 3 times in one)');
    expect(text).toContain('Long sessions: 1 session lasted an hour or more, 1 of them two hours or more (the longest 130 minutes)');
    expect(text).toContain('you played after midnight on 2 nights (4 bets or deposits between midnight and 6am)');
    expect(text).toContain('went past the limit you set on 1 day');
    expect(text).toContain('you gambled on 7 days in your busiest month');
    expect(text).toContain('you used 3 types (racing, sports betting and pokies)');
    expect(text).toContain('in your biggest month you spent $1,434.50, more than 1% of the income you gave ($50.00 a month)');
    expect(text).toContain('BetStop (betstop.gov.au)');
    expect(text).toContain('1800 858 858');
  });

  it('should say nothing stands out, and point gently to help, when no marker fires', () => {
    const text = writeLocalText(markersOf(records([wager(nov(3), '10.00', { result: '25.00' })])));

    expect(text).toContain('a net gain of $15.00, a return rate of +150.0% on what you spent.');
    expect(text).toContain('No warning signs stand out');
    expect(text).toContain('If gambling ever stops feeling like fun');
    expect(text).not.toContain('BetStop');
  });

  it('should suggest a limit at the low step', () => {
    const text = writeLocalText(markersOf(records([], [session(nov(3), 61, ['10.00'], '0.00')])));
    expect(text).toContain('A next step: set a daily, weekly or monthly spending limit');
  });

  it('should say when there is nothing logged for the period', () => {
    expect(writeLocalText(markersOf(records([])))).toContain('There is nothing logged for this month yet');
  });

  it('should write only numbers the markers hold, so its own text passes the model check', () => {
    const m = markersOf(heavyMonth(), '60000');
    expect(checkModelText(writeLocalText(m), m)).toBeNull();
  });
});

describe('checkModelText', () => {
  const m = markersOf(records([wager(nov(3), '40.00', { result: 'loss' })]));
  const base =
    'This month you spent $40.00 and got back nothing. That is a loss of $40.00, which matters. A spending limit helps you stay in charge of it next time. Help is there: Gambling Help Online, 1800 858 858, any time.';

  it('should accept a text whose numbers all come from the markers', () => {
    expect(checkModelText(base, m)).toBeNull();
  });

  it.each([
    ['an invented figure', base.replace('$40.00 and', '$45.50 and'), 'number 45.50 is not in the markers'],
    ['no helpline', base.replace('1800 858 858', 'the helpline'), 'no helpline number'],
    ['too short', 'Call 1800 858 858.', 'length 18 outside 200-4000'],
  ])('should refuse %s', (_what, text, reason) => {
    expect(checkModelText(text, m)).toBe(reason);
  });
});
