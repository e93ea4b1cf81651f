import type { InsightRecordsResponse, InsightTimeFrame } from '@tally/contracts';
import { records, session, wager } from '../../../test/helpers/records-fixture';
import { insightPeriod } from '../insight-period';
import { computeMarkers } from './compute-markers';

const ZONE = 'Australia/Sydney';
// Wednesday 25 November 2026, noon in Sydney (UTC+11): this month began 2026-10-31T13:00Z.
const NOW = new Date('2026-11-25T01:00:00Z');

const markersOf = (recs: InsightRecordsResponse, options: { timeFrame?: InsightTimeFrame; income?: string | null } = {}) =>
  computeMarkers({ records: recs, period: insightPeriod(options.timeFrame ?? 'month', NOW, ZONE), now: NOW, timeZone: ZONE, annualIncome: options.income ?? null });

/** Sydney daytime on the given November day (10:00 local). */
const nov = (day: number, hour = 10, minute = 0) => new Date(Date.UTC(2026, 10, day, hour - 11, minute)).toISOString();

describe('computeMarkers', () => {
  it('should sum spend, return, net and return rate for the period, and compare with the same stretch of the one before', () => {
    const recs = records(
      [
        wager(nov(3), '100.00', { result: '150.00' }),
        wager(nov(4), '50.50', { result: 'loss' }),
        wager(nov(5), '20.00'),
        wager('2026-10-10T00:00:00Z', '40.00', { result: 'loss' }),
      ],
      [session(nov(6), 30, ['20.00', '10.00'], '5.25')],
    );

    const m = markersOf(recs);

    expect(m.totals).toEqual({ spentCents: 20050, wonCents: 15525, netCents: -4525, returnRatePct: -22.6, activities: 3, sessions: 1, pending: 1 });
    expect(m.previous).toEqual({ spentCents: 4000, netCents: -4000 });
  });

  it('should leave the previous period out for All Time', () => {
    const m = markersOf(records([wager(nov(3), '10.00')]), { timeFrame: 'all' });
    expect(m.previous).toBeNull();
    expect(m.totals.spentCents).toBe(1000);
  });

  it('should fire betting days above 4 days in a month, not at 4', () => {
    const four = [2, 3, 4, 5].map((d) => wager(nov(d), '5.00'));
    expect(markersOf(records(four)).bettingDays).toMatchObject({ busiestMonthDays: 4, fires: false });
    expect(markersOf(records([...four, wager(nov(6), '5.00')])).bettingDays).toMatchObject({ busiestMonthDays: 5, fires: true });
  });

  it('should fire products above 2 types, not at 2', () => {
    const two = [wager(nov(2), '5.00'), wager(nov(2), '5.00', { subtype: 'Sports Betting' })];
    expect(markersOf(records(two)).products).toEqual({ names: ['racing', 'sports betting'], fires: false });
    expect(markersOf(records(two, [session(nov(2), 10, ['5.00'], '0.00')])).products).toEqual({ names: ['racing', 'sports betting', 'pokies'], fires: true });
  });

  it('should fire stake escalation when the later half averages 1.5 times the earlier half', () => {
    const stakes = (later: string) => ['10.00', '10.00', '10.00', later, later, later].map((a, i) => wager(nov(2 + i), a));
    expect(markersOf(records(stakes('15.00'))).escalation).toEqual({ earlierAvgCents: 1000, laterAvgCents: 1500, stakes: 6, fires: true });
    expect(markersOf(records(stakes('14.99'))).escalation.fires).toBe(false);
  });

  it('should not judge escalation or variability on fewer than 6 stakes', () => {
    const five = ['1.00', '1.00', '10.00', '10.00', '50.00'].map((a, i) => wager(nov(2 + i), a));
    const m = markersOf(records(five));
    expect(m.escalation.fires).toBe(false);
    expect(m.variability.fires).toBe(false);
  });

  it('should fire variability when the largest stake is 5 times the median', () => {
    const stakes = (largest: string) => ['10.00', '10.00', '10.00', '10.00', '10.00', largest].map((a, i) => wager(nov(2, 9 + i), a));
    expect(markersOf(records(stakes('50.00'))).variability).toEqual({ medianCents: 1000, largestCents: 5000, fires: true });
    expect(markersOf(records(stakes('49.99'))).variability.fires).toBe(false);
  });

  it('should count chasing: a larger stake within an hour of a loss, firing at 2 episodes', () => {
    // A $10 loss settles at 10:10; a $20 stake at 10:40 chases it.
    const episode = (day: number, chaseAfterMinutes = 30) => [
      wager(nov(day, 10), '10.00', { result: 'loss', settledAfter: 10 }),
      wager(nov(day, 10, 10 + chaseAfterMinutes), '20.00'),
    ];
    expect(markersOf(records(episode(2))).chasing).toEqual({ episodes: 1, largestChaseCents: 2000, fires: false });
    expect(markersOf(records([...episode(2), ...episode(3)])).chasing).toEqual({ episodes: 2, largestChaseCents: 2000, fires: true });
    expect(markersOf(records([...episode(2, 61), ...episode(3, 61)])).chasing.episodes).toBe(0);
  });

  it('should count a lost session followed by a bigger deposit as chasing', () => {
    const lost = session(nov(2, 10), 30, ['20.00'], '0.00');
    const next = session(nov(2, 10, 40), 30, ['50.00'], '0.00');
    expect(markersOf(records([], [lost, next])).chasing.episodes).toBe(1);
  });

  it('should fire repeated deposits at 3 in one session, not at 2', () => {
    expect(markersOf(records([], [session(nov(2), 30, ['10.00', '10.00'], '0.00')])).repeatedDeposits).toEqual({ sessions: 0, mostDeposits: 2, fires: false });
    expect(markersOf(records([], [session(nov(2), 30, ['10.00', '10.00', '10.00'], '0.00')])).repeatedDeposits).toEqual({ sessions: 1, mostDeposits: 3, fires: true });
  });

  it('should fire late-night play on 2 nights (midnight to 6am local), not on 1, and not at 6am', () => {
    expect(markersOf(records([wager(nov(2, 0, 30), '5.00'), wager(nov(3, 6), '5.00')])).lateNight).toEqual({ nights: 1, plays: 1, fires: false });
    expect(markersOf(records([wager(nov(2, 0, 30), '5.00'), wager(nov(3, 5, 59), '5.00')])).lateNight).toEqual({ nights: 2, plays: 2, fires: true });
  });

  it('should mark sessions at 45 minutes, 1 hour and 2 hours, firing from 1 hour', () => {
    expect(markersOf(records([], [session(nov(2), 59, ['10.00'], '0.00')])).sessionLengths).toEqual({ over45: 1, over60: 0, over120: 0, longestMinutes: 59, fires: false });
    expect(markersOf(records([], [session(nov(2), 60, ['10.00'], '0.00')])).sessionLengths).toMatchObject({ over60: 1, over120: 0, fires: true });
    expect(markersOf(records([], [session(nov(2), 125, ['10.00'], '0.00')])).sessionLengths).toMatchObject({ over45: 1, over60: 1, over120: 1, longestMinutes: 125 });
  });

  it('should count an active session up to now', () => {
    const active = session(new Date(NOW.getTime() - 90 * 60_000).toISOString(), 0, ['10.00'], null);
    expect(markersOf(records([], [active])).sessionLengths.longestMinutes).toBe(90);
  });

  it('should fire limit breaches only past the limit, per day, week and month', () => {
    const day = [wager(nov(2, 9), '30.00'), wager(nov(2, 11), '20.00')];
    expect(markersOf(records(day, [], { dailySpendLimit: '50.00' })).limitBreaches).toEqual({ daily: 0, weekly: 0, monthly: 0, fires: false });
    const over = [...day, wager(nov(2, 12), '0.01')];
    expect(markersOf(records(over, [], { dailySpendLimit: '50.00', weeklySpendLimit: '50.00', monthlySpendLimit: '100.00' })).limitBreaches).toEqual({
      daily: 1,
      weekly: 1,
      monthly: 0,
      fires: true,
    });
  });

  it('should fire the income guide only when a month passes 1% of the income given', () => {
    // $60,000 a year: 1% is $600, $50 a month.
    expect(markersOf(records([wager(nov(2), '50.00')]), { income: '60000.00' }).income).toEqual({
      given: true,
      monthlyGuideCents: 5000,
      worstMonthSpentCents: 5000,
      source: 'logged',
      fires: false,
    });
    expect(markersOf(records([wager(nov(2), '50.01')]), { income: '60000.00' }).income.fires).toBe(true);
    expect(markersOf(records([wager(nov(2), '500.00')])).income).toEqual({ given: false, monthlyGuideCents: null, worstMonthSpentCents: 50000, source: 'logged', fires: false });
  });

  it('should rate the risk by the markers that fire', () => {
    expect(markersOf(records([wager(nov(2), '5.00')])).risk).toEqual({ fired: 0, level: 'none' });
    const chaseAndBreach = [
      wager(nov(2, 10), '10.00', { result: 'loss' }),
      wager(nov(2, 10, 30), '20.00'),
      wager(nov(3, 10), '10.00', { result: 'loss' }),
      wager(nov(3, 10, 30), '20.00'),
    ];
    expect(markersOf(records(chaseAndBreach, [], { dailySpendLimit: '25.00' })).risk).toEqual({ fired: 2, level: 'high' });
  });
});
