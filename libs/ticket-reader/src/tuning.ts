/**
 * The reader's few tunable choices. The defaults are what the product uses; the bench's
 * leave-one-family-out score picks among settings on some layout families and scores the rest,
 * so a setting that only suits the families it was tuned on shows up there.
 */
export interface ReaderTuning {
  /** With no labelled cost, take the smallest clean amount on a line that names no distractor. */
  looseAmount?: boolean;
  /** Misread letters tolerated in a venue's name on a meeting line (0 to 2). */
  venueEdits?: number;
  /** With no event date, take the print date (sold on the day) at low confidence. */
  printDateFallback?: boolean;
}

export const DEFAULT_TUNING: Required<ReaderTuning> = { looseAmount: true, venueEdits: 2, printDateFallback: true };

export function withDefaults(tuning: ReaderTuning = {}): Required<ReaderTuning> {
  return { ...DEFAULT_TUNING, ...tuning };
}
