import {
  GAMBLING_TYPE_NAMES,
  gamblingTypesUsed,
  LATE_NIGHT_HOURS,
  moneyToCents,
  netCents,
  returnRate,
  type InsightActivityRecord,
  type InsightBankMonth,
  type InsightRecordsResponse,
  type InsightSessionRecord,
} from '@tally/contracts';
import { localDayAndHour, type InsightPeriod } from '../insight-period';
import type { InsightMarkers } from './markers';
import { THRESHOLDS as T } from './thresholds';

export interface MarkerInput {
  records: InsightRecordsResponse;
  period: InsightPeriod;
  now: Date;
  timeZone: string;
  /** Yearly income before tax, as a decimal string, when the person gave one. */
  annualIncome: string | null;
}

/** A stake, deposit or buy-in at its moment: what patterns of play are read from. */
interface Stake {
  at: number;
  cents: number;
}

const inRange = (t: number, start: Date | null, end: Date) => (start === null || t >= start.getTime()) && t <= end.getTime();

/**
 * Computes every marker of one analysis period from the person's own records. Pure: the same
 * records, period, time and income give the same markers, which is what makes an insight exact
 * after a replay.
 */
export function computeMarkers({ records, period, now, timeZone, annualIncome }: MarkerInput): InsightMarkers {
  const activities = records.activities.filter((a) => inRange(a.at, period.start, period.end));
  const sessions = records.sessions.filter((s) => inRange(s.startedAt, period.start, period.end));
  const totals = sumTotals(activities, sessions);

  const stakes: Stake[] = [...activities.map((a) => ({ at: a.at, cents: a.amountCents })), ...sessions.flatMap((s) => s.deposits)].sort((a, b) => a.at - b.at);
  // Each stake's local day and hour, worked out once (the costliest step over a long history).
  const stakeLocals = stakes.map((stake) => localDayAndHour(stake.at, timeZone));
  // Days count session starts too; late-night plays count stakes, deposits and buy-ins only (a start is not a bet).
  const moments = [...stakeLocals.map((local) => ({ local, isPlay: true })), ...sessions.map((s) => ({ local: localDayAndHour(s.startedAt, timeZone), isPlay: false }))];

  const days = new Map<string, Set<string>>();
  const lateNights = new Set<string>();
  let latePlays = 0;
  for (const { local, isPlay } of moments) {
    (days.get(local.month) ?? days.set(local.month, new Set()).get(local.month)!).add(local.day);
    if (local.hour >= LATE_NIGHT_HOURS.from && local.hour < LATE_NIGHT_HOURS.to) {
      lateNights.add(local.day);
      if (isPlay) latePlays += 1;
    }
  }
  const [busiestMonth, busiestDays] = [...days.entries()].reduce<[string | null, number]>((best, [month, set]) => (set.size > best[1] ? [month, set.size] : best), [null, 0]);
  const allDays = new Set([...days.values()].flatMap((set) => [...set]));

  // Types of gambling as contracts count them (the statement counts the same five).
  const products = gamblingTypesUsed([...activities, ...sessions]).map((type) => GAMBLING_TYPE_NAMES[type]);
  const escalation = stakeEscalation(stakes);
  const variability = stakeVariability(stakes);
  const chasing = chasingEpisodes(activities, sessions, stakes);
  const depositCounts = sessions.map((s) => s.deposits.length);
  const repeated = depositCounts.filter((n) => n >= T.depositsPerSession).length;
  const lengths = sessions.map((s) => ((s.endedAt ?? now.getTime()) - s.startedAt) / 60_000);
  const [mark45, mark60, mark120] = T.sessionMarksMinutes;
  const over60 = lengths.filter((m) => m >= mark60).length;
  const spendByPeriod = spendByLocalPeriod(stakes, stakeLocals);
  const banked = withBankMonths(spendByPeriod.monthly, records.bankMonths ?? [], period, timeZone);
  const breaches = limitBreaches({ ...spendByPeriod, monthly: banked.monthly }, records.limits);
  const income = incomeGuide(banked.monthly, banked.fromBank, annualIncome);

  const previous = period.previous
    ? sumTotals(
        records.activities.filter((a) => inRange(a.at, period.previous!.start, period.previous!.end)),
        records.sessions.filter((s) => inRange(s.startedAt, period.previous!.start, period.previous!.end)),
      )
    : null;

  const markers: Omit<InsightMarkers, 'risk'> = {
    timeFrame: period.timeFrame,
    periodLabel: period.label,
    previousLabel: period.previousLabel,
    totals,
    previous: previous ? { spentCents: previous.spentCents, netCents: previous.netCents } : null,
    bettingDays: { total: allDays.size, busiestMonth, busiestMonthDays: busiestDays, fires: busiestDays > T.daysPerMonth },
    products: { names: products, fires: products.length > T.productTypes },
    escalation,
    variability,
    chasing,
    repeatedDeposits: { sessions: repeated, mostDeposits: Math.max(0, ...depositCounts), fires: repeated > 0 },
    lateNight: { nights: lateNights.size, plays: latePlays, fires: lateNights.size >= T.lateNights },
    sessionLengths: {
      over45: lengths.filter((m) => m >= mark45).length,
      over60,
      over120: lengths.filter((m) => m >= mark120).length,
      longestMinutes: Math.floor(Math.max(0, ...lengths)),
      fires: over60 > 0,
    },
    limitBreaches: breaches,
    income,
    bankCheck: banked.marker,
  };
  return { ...markers, risk: riskOf(markers) };
}

function sumTotals(activities: InsightActivityRecord[], sessions: InsightSessionRecord[]) {
  let spentCents = 0;
  let wonCents = 0;
  let pending = 0;
  for (const a of activities) {
    spentCents += a.amountCents;
    if (a.isCompleted && a.isWin && a.winCents !== null) wonCents += a.winCents;
    if (!a.isCompleted) pending += 1;
  }
  for (const s of sessions) {
    spentCents += s.depositedCents;
    if (s.finalCents !== null) wonCents += s.finalCents;
  }
  // Return rate as contracts define it (net over spend, signed), the figure Reports shows.
  const returnRatePct = spentCents > 0 ? returnRate(BigInt(spentCents), BigInt(wonCents)) : null;
  return {
    spentCents,
    wonCents,
    netCents: Number(netCents(BigInt(spentCents), BigInt(wonCents))),
    returnRatePct,
    activities: activities.length,
    sessions: sessions.length,
    pending,
  };
}

const average = (values: number[]) => (values.length ? Math.round(values.reduce((s, v) => s + v, 0) / values.length) : 0);

/** The later half of the period's stakes against the earlier half, by average size. */
function stakeEscalation(stakes: Stake[]): InsightMarkers['escalation'] {
  const half = Math.floor(stakes.length / 2);
  const earlierAvgCents = average(stakes.slice(0, half).map((s) => s.cents));
  const laterAvgCents = average(stakes.slice(stakes.length - half).map((s) => s.cents));
  const fires = stakes.length >= T.minStakesForPattern && earlierAvgCents > 0 && laterAvgCents >= earlierAvgCents * T.escalationRatio;
  return { earlierAvgCents, laterAvgCents, stakes: stakes.length, fires };
}

/** The largest stake against the median one. */
function stakeVariability(stakes: Stake[]): InsightMarkers['variability'] {
  if (stakes.length === 0) return { medianCents: 0, largestCents: 0, fires: false };
  const sorted = stakes.map((s) => s.cents).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const medianCents = sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  const largestCents = sorted[sorted.length - 1]!;
  return { medianCents, largestCents, fires: stakes.length >= T.minStakesForPattern && largestCents >= medianCents * T.variabilityRatio };
}

/**
 * A loss followed, within the window, by a larger stake: a settled losing bet (its stake) or a
 * session that ended down (its largest deposit). Each loss counts once.
 */
function chasingEpisodes(activities: InsightActivityRecord[], sessions: InsightSessionRecord[], stakes: Stake[]): InsightMarkers['chasing'] {
  const losses: Stake[] = [
    ...activities.filter((a) => a.isCompleted && a.isWin === false && a.completedAt !== null).map((a) => ({ at: a.completedAt!, cents: a.amountCents })),
    ...sessions
      .filter((s) => s.endedAt !== null && s.finalCents !== null && s.finalCents < s.depositedCents && s.deposits.length > 0)
      .map((s) => ({ at: s.endedAt!, cents: Math.max(...s.deposits.map((d) => d.cents)) })),
  ];
  let episodes = 0;
  let largestChaseCents = 0;
  for (const loss of losses) {
    let i = firstAfter(stakes, loss.at);
    for (; i < stakes.length && stakes[i]!.at <= loss.at + T.chaseWindowMs; i++) {
      if (stakes[i]!.cents > loss.cents) {
        episodes += 1;
        largestChaseCents = Math.max(largestChaseCents, stakes[i]!.cents);
        break;
      }
    }
  }
  return { episodes, largestChaseCents, fires: episodes >= T.chaseEpisodes };
}

/** Index of the first stake strictly after `at` (stakes sorted by time). */
function firstAfter(stakes: Stake[], at: number): number {
  let lo = 0;
  let hi = stakes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stakes[mid]!.at <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Spend per local day, Sunday-start week and month, as alerts counts it for limits (each deposit at its moment). */
function spendByLocalPeriod(stakes: Stake[], locals: Array<{ day: string; month: string }>) {
  const daily = new Map<string, number>();
  const weekly = new Map<string, number>();
  const monthly = new Map<string, number>();
  const sundays = new Map<string, string>();
  const add = (map: Map<string, number>, key: string, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);
  stakes.forEach((stake, i) => {
    const { day, month } = locals[i]!;
    let sunday = sundays.get(day);
    if (sunday === undefined) sundays.set(day, (sunday = sundayOf(day)));
    add(daily, day, stake.cents);
    add(weekly, sunday, stake.cents);
    add(monthly, month, stake.cents);
  });
  return { daily, weekly, monthly };
}

function sundayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** Days, weeks and months whose spend went past the limit now in force. */
function limitBreaches(spend: ReturnType<typeof spendByLocalPeriod>, limits: InsightRecordsResponse['limits']): InsightMarkers['limitBreaches'] {
  const over = (map: Map<string, number>, limit: string | null) => (limit === null ? 0 : [...map.values()].filter((cents) => cents > moneyToCents(limit)).length);
  const daily = over(spend.daily, limits.dailySpendLimit);
  const weekly = over(spend.weekly, limits.weeklySpendLimit);
  const monthly = over(spend.monthly, limits.monthlySpendLimit);
  return { daily, weekly, monthly, fires: daily + weekly + monthly > 0 };
}

/**
 * Each month's spend as the larger of what was logged and what the bank check kept for it (months of the period only):
 * people log least when it matters most, and the bank statement is the floor of what really went.
 */
function withBankMonths(logged: Map<string, number>, bankMonths: InsightBankMonth[], period: InsightPeriod, timeZone: string) {
  const first = period.start ? localDayAndHour(period.start.getTime(), timeZone).month : '';
  const last = localDayAndHour(period.end.getTime(), timeZone).month;
  const monthly = new Map(logged);
  const fromBank = new Set<string>();
  let loggedCents = 0;
  let bankedCents = 0;
  let months = 0;
  for (const { month, sentCents } of bankMonths) {
    if (month < first || month > last) continue;
    months += 1;
    const own = logged.get(month) ?? 0;
    loggedCents += own;
    bankedCents += sentCents;
    if (sentCents > own) {
      monthly.set(month, sentCents);
      fromBank.add(month);
    }
  }
  const marker: InsightMarkers['bankCheck'] = { months, loggedCents, bankedCents, monthsFromBank: fromBank.size, used: fromBank.size > 0 ? 'bank' : 'logged' };
  return { monthly, fromBank, marker };
}

/** The 1%-of-income guide as a monthly amount, against the month of the period with the most spend (logged or banked, the larger). */
function incomeGuide(monthly: Map<string, number>, fromBank: Set<string>, annualIncome: string | null): InsightMarkers['income'] {
  const [worstMonth, worstMonthSpentCents] = [...monthly.entries()].reduce<[string | null, number]>(
    (best, [month, cents]) => (cents > best[1] ? [month, cents] : best),
    [null, 0],
  );
  const source = worstMonth !== null && fromBank.has(worstMonth) ? 'bank' : 'logged';
  if (annualIncome === null) return { given: false, monthlyGuideCents: null, worstMonthSpentCents, source, fires: false };
  const monthlyGuideCents = Math.round((moneyToCents(annualIncome) * T.incomeShare) / 12);
  return { given: true, monthlyGuideCents, worstMonthSpentCents, source, fires: worstMonthSpentCents > monthlyGuideCents };
}

/** The help ladder's step: any limit breach with chasing, or five markers, is high. */
function riskOf(m: Omit<InsightMarkers, 'risk'>): InsightMarkers['risk'] {
  const fired = [m.bettingDays, m.products, m.escalation, m.variability, m.chasing, m.repeatedDeposits, m.lateNight, m.sessionLengths, m.limitBreaches, m.income].filter(
    (marker) => marker.fires,
  ).length;
  const level = fired === 0 ? 'none' : fired >= 5 || (m.chasing.fires && m.limitBreaches.fires) ? 'high' : fired >= 3 ? 'moderate' : 'low';
  return { fired, level };
}
