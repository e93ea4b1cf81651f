import type { InsightTimeFrame } from '@tally/contracts';

/** Which spend a check read: what the person logged, or what their bank statement shows (the larger). */
export type SpendSource = 'logged' | 'bank';

/** The figures behind one insight: every number the text may state comes from here. Money in cents. */
export interface InsightMarkers {
  timeFrame: InsightTimeFrame;
  periodLabel: string;
  previousLabel: string | null;
  totals: { spentCents: number; wonCents: number; netCents: number; returnRatePct: number | null; activities: number; sessions: number; pending: number };
  /** Same figures for the previous period up to the same point; null for All Time. */
  previous: { spentCents: number; netCents: number } | null;
  bettingDays: { total: number; busiestMonth: string | null; busiestMonthDays: number; fires: boolean };
  products: { names: string[]; fires: boolean };
  escalation: { earlierAvgCents: number; laterAvgCents: number; stakes: number; fires: boolean };
  variability: { medianCents: number; largestCents: number; fires: boolean };
  chasing: { episodes: number; largestChaseCents: number; fires: boolean };
  repeatedDeposits: { sessions: number; mostDeposits: number; fires: boolean };
  lateNight: { nights: number; plays: number; fires: boolean };
  sessionLengths: { over45: number; over60: number; over120: number; longestMinutes: number; fires: boolean };
  limitBreaches: { daily: number; weekly: number; monthly: number; fires: boolean };
  /** `source`: whether the biggest month's spend is the logged figure or the bank statement's (the larger is used). */
  income: { given: boolean; monthlyGuideCents: number | null; worstMonthSpentCents: number; source: SpendSource; fires: boolean };
  /**
   * The bank check: in the period's months with kept bank figures, what was logged against what the bank shows went to
   * gambling. Where the bank's is larger, the monthly limit and income checks use it (`monthsFromBank` of them).
   */
  bankCheck: { months: number; loggedCents: number; bankedCents: number; monthsFromBank: number; used: SpendSource };
  /** How many harm markers fired, and the step of the help ladder that follows from them. */
  risk: { fired: number; level: 'none' | 'low' | 'moderate' | 'high' };
}
