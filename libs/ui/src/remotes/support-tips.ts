/** One responsible-gambling tip: a short title and one or two sentences. */
export interface GamblingTip {
  id: string;
  title: string;
  text: string;
}

/**
 * What mfe-support exposes as './tips' (its public surface), read by home at run time: the six
 * responsible-gambling tips of spec section 2 and the tip of the day.
 */
export interface SupportTipsModule {
  tips: readonly GamblingTip[];
  /** The tip for `date`'s day of the year, modulo the number of tips (spec section 2). */
  tipOfTheDay(date?: Date): GamblingTip;
}

/** Where home finds the tips: remote 'support', exposed module './tips'. */
export const SUPPORT_TIPS_MODULE = { remote: 'support', module: 'tips' } as const;
