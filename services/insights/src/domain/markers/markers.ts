import type { InsightTimeFrame } from '@tally/contracts';

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
  income: { given: boolean; monthlyGuideCents: number | null; worstMonthSpentCents: number; fires: boolean };
  /** How many harm markers fired, and the step of the help ladder that follows from them. */
  risk: { fired: number; level: 'none' | 'low' | 'moderate' | 'high' };
}
