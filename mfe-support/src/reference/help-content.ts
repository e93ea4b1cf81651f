import type { ReferenceSource } from '@tally/contracts';

/** Something the page states, with where it comes from. */
interface Sourced {
  sources: readonly ReferenceSource[];
}

export interface HarmReductionTip extends Sourced {
  id: string;
  category: string;
  tip: string;
  detail: string;
}

export interface HouseEdgeFact extends Sourced {
  game: string;
  houseEdge: string;
  plain: string | null;
}

export interface StatisticFact extends Sourced {
  id: string;
  fact: string;
  period: string | null;
}

export interface PsychologyFact extends Sourced {
  id: string;
  name: string;
  explanation: string;
  example: string | null;
}

export interface WarningSign extends Sourced {
  id: string;
  sign: string;
}

export interface Regulator extends Sourced {
  state: string;
  name: string;
  url: string;
  /** Null when the reference could not confirm it. */
  phone: string | null;
  remit: string;
  history: string | null;
}

export interface BetStopFacts extends Sourced {
  name: string;
  url: string;
  phone: string;
  cost: string;
  minimum: string;
  maximum: string;
  periodNote: string;
  covers: string;
  whileRegistered: readonly string[];
}

/** Everything the Help & Support page says beyond the helplines (which come from @tally/contracts). */
export interface HelpContent {
  harmReductionTips: readonly HarmReductionTip[];
  houseEdge: readonly HouseEdgeFact[];
  statistics: readonly StatisticFact[];
  psychology: readonly PsychologyFact[];
  warningSigns: readonly WarningSign[];
  regulators: readonly Regulator[];
  betStop: BetStopFacts;
}
