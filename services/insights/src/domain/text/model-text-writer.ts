import { z } from 'zod';
import type { Logger } from '@tally/service-kit';
import type { InsightMarkers } from '../markers/markers';
import { checkModelText } from './check-model-text';

/**
 * The port to a language model: one question (a system prompt and the user's message) whose answer is
 * JSON text. Null when the call failed or ran late (the adapter says why in the log); the caller then
 * falls back. The composition root picks the model (src/openai/openai-json-model.ts).
 */
export type JsonModel = (system: string, user: string) => Promise<string | null>;

/** Writes an insight's text from its markers; null means "use the local text". */
export type InsightTextWriter = (markers: InsightMarkers) => Promise<string | null>;

const ModelAnswer = z.object({ paragraphs: z.array(z.string().trim().min(1)).min(1).max(12) });

export const INSIGHT_PROMPT = [
  'You write short, kind, plain-English gambling insights for an Australian harm-reduction app.',
  'You are given only computed markers (JSON, money in Australian dollars). Write 3 to 8 paragraphs: what the figures show,',
  'each marker that fires with its figures, and practical advice. Use only numbers that appear in the markers,',
  'the guideline figures (4 days a month, 2 types, 1% of income, 45 minutes, 60 minutes, 120 minutes) and the helpline 1800 858 858.',
  'Write money as $1,234.50. Never shame. When risk.level is moderate or high, advise lowering limits and a break;',
  'when high, also BetStop (betstop.gov.au) or a blocking tool. Always end with Gambling Help Online 1800 858 858.',
  'Answer as JSON: {"paragraphs": ["...", "..."]}.',
].join(' ');

/** The markers a model sees: figures only, money in dollars, never the person's records or income. */
export function markersForModel(m: InsightMarkers) {
  const dollars = (cents: number | null) => (cents === null ? null : Math.abs(cents) / 100);
  return {
    period: m.periodLabel,
    previousPeriod: m.previousLabel,
    totals: {
      spent: dollars(m.totals.spentCents),
      won: dollars(m.totals.wonCents),
      net: m.totals.netCents / 100,
      returnRatePct: m.totals.returnRatePct,
      activities: m.totals.activities,
      sessions: m.totals.sessions,
      pending: m.totals.pending,
    },
    previous: m.previous && { spent: dollars(m.previous.spentCents), net: m.previous.netCents / 100 },
    bettingDays: { total: m.bettingDays.total, busiestMonthDays: m.bettingDays.busiestMonthDays, fires: m.bettingDays.fires },
    products: m.products,
    escalation: {
      earlierAverageStake: dollars(m.escalation.earlierAvgCents),
      laterAverageStake: dollars(m.escalation.laterAvgCents),
      stakes: m.escalation.stakes,
      fires: m.escalation.fires,
    },
    variability: { medianStake: dollars(m.variability.medianCents), largestStake: dollars(m.variability.largestCents), fires: m.variability.fires },
    chasing: { episodes: m.chasing.episodes, largestChase: dollars(m.chasing.largestChaseCents), fires: m.chasing.fires },
    repeatedDeposits: m.repeatedDeposits,
    lateNight: m.lateNight,
    sessionLengths: m.sessionLengths,
    limitBreaches: m.limitBreaches,
    // Whether spend passed 1% of income, never the income itself.
    income: { given: m.income.given, worstMonthSpent: dollars(m.income.worstMonthSpentCents), spendSource: m.income.source, fires: m.income.fires },
    // Which spend the monthly checks read (the bank statement's when larger than the log); no statement line ever.
    bankCheck: { monthsChecked: m.bankCheck.months, monthsFromBank: m.bankCheck.monthsFromBank, used: m.bankCheck.used },
    risk: m.risk,
  };
}

/**
 * The model writes the text from the markers; its answer is checked (JSON shape, length, the helpline,
 * every number one of the markers') and anything else falls back to the local text. No retries: a
 * person is waiting.
 */
export function createModelTextWriter(model: JsonModel, logger: Logger): InsightTextWriter {
  return async (markers) => {
    const content = await model(INSIGHT_PROMPT, JSON.stringify(markersForModel(markers)));
    if (content === null) return null;
    let parsed: z.infer<typeof ModelAnswer>;
    try {
      parsed = ModelAnswer.parse(JSON.parse(content));
    } catch {
      logger.warn("The model's insight answer was not the expected JSON; using the local text");
      return null;
    }
    const text = parsed.paragraphs.join('\n\n');
    const problem = checkModelText(text, markers);
    if (problem) {
      logger.warn({ problem }, "The model's insight text failed its check; using the local text");
      return null;
    }
    return text;
  };
}
