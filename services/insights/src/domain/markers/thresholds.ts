/**
 * Where each marker starts to fire. The guideline figures are Australia's Lower-Risk Gambling
 * Guidelines (at most 4 days a month, at most 2 types, at most 1% of income before tax); the
 * session marks are the product's own session-duration alerts (45 min, 1 h, 2 h).
 */
export const THRESHOLDS = {
  daysPerMonth: 4,
  productTypes: 2,
  incomeShare: 0.01,
  /** A stake larger than the one just lost, placed within this long of the loss's result, is chasing. */
  chaseWindowMs: 60 * 60_000,
  /** Chasing episodes in the period before the marker fires. */
  chaseEpisodes: 2,
  /** Stakes needed before escalation and variability are judged at all. */
  minStakesForPattern: 6,
  /** The later half's average stake at least this many times the earlier half's. */
  escalationRatio: 1.5,
  /** The largest stake at least this many times the median stake. */
  variabilityRatio: 5,
  /** Deposits or buy-ins in one session from which it counts as topping up again and again. */
  depositsPerSession: 3,
  /** Nights (local midnight to 6am) with play before the marker fires. */
  lateNights: 2,
  sessionMarksMinutes: [45, 60, 120] as const,
  /** Sessions of an hour or more before the marker fires. */
  longSessionMinutes: 60,
} as const;
