import { z } from 'zod';
import { AiResultStatus, formatAud, parseMoney, type LotteryTicketDetails } from '@tally/contracts';
import type { CheckedActivity } from '../db/schema';
import type { JsonAsker } from '../engines/openai-engine';
import type { LotteryResultsProvider } from './lottery-results-feed';
import { lotteryWinnings } from './lottery-winnings';

/**
 * How sure a check against the official draw is. The draw is certain but the ticket's numbers were
 * read from a photo, and a misread number can turn a win into a loss; so it stays below
 * AI_AUTO_COMPLETE_MIN_CONFIDENCE and the person confirms a loss rather than ledger completing it
 * (a person told "loss" may throw a winning ticket away).
 */
export const FEED_RESULT_CONFIDENCE = 0.85;

export type Decision = { kind: 'result'; status: AiResultStatus; confidence: number; winAmount: string | null; details: string } | { kind: 'not-yet'; reason: string };

export interface ResultSources {
  lotteryResults: LotteryResultsProvider | null;
  asker: JsonAsker | null;
}

const undetermined = (details: string): Decision => ({ kind: 'result', status: 'undetermined', confidence: 0, winAmount: null, details });

/**
 * Decides a pending ticket's result from the sources configured; never throws for a missing source. The reasons are
 * shown to the person, so they say what they can do, not how the server is set up.
 */
export async function decideResult(activity: CheckedActivity, lottery: LotteryTicketDetails | null, sources: ResultSources): Promise<Decision> {
  if (activity.type === 'lottery') {
    if (!lottery)
      return undetermined('No draw numbers are known for this ticket (scratchies and tickets logged without a scan cannot be checked), so please update it yourself.');
    if (!sources.lotteryResults) return undetermined("Tally can't look up draw results for you yet, so please check the draw results and update this ticket yourself.");
    return checkLottery(lottery, sources.lotteryResults);
  }
  if (!isRacing(activity)) return undetermined("Tally can't look up sports results for you, so please update this bet yourself once the game is over.");
  if (!sources.asker) return undetermined("Tally can't look up race results for you yet, so please check the race result and update this bet yourself.");
  return checkRace(activity, sources.asker);
}

async function checkLottery(lottery: LotteryTicketDetails, provider: LotteryResultsProvider): Promise<Decision> {
  if (lottery.games.length === 0) return undetermined('No game numbers could be read from this ticket, so please check it yourself.');
  if (lottery.draws.length === 0 || lottery.draws.some((d) => d.drawNumber === null && d.drawDate === null))
    return undetermined('The draw could not be read from this ticket, so please check it yourself.');
  const results = [];
  for (const draw of lottery.draws) {
    const found = await provider.findDraw({ game: lottery.game, ...draw });
    if (found.status === 'not-published') return { kind: 'not-yet', reason: `${lottery.game} draw ${draw.drawNumber ?? draw.drawDate} is not published yet` };
    if (found.status === 'failed') return { kind: 'not-yet', reason: found.reason };
    results.push(found.result);
  }
  const { total, wins } = lotteryWinnings(lottery.games, results);
  const drawNames = lottery.draws.map((d) => (d.drawNumber !== null ? `draw ${d.drawNumber}` : d.drawDate)).join(', ');
  if (wins.length === 0) return { kind: 'result', status: 'loss', confidence: FEED_RESULT_CONFIDENCE, winAmount: null, details: `No prize in ${lottery.game} ${drawNames}.` };
  const won = wins.map(
    (w) => `division ${w.division}${w.entries > 1 ? ` x${w.entries}` : ''} in ${w.drawNumber !== null ? `draw ${w.drawNumber}` : w.drawDate} (${formatAud(w.amount)})`,
  );
  return { kind: 'result', status: 'win', confidence: FEED_RESULT_CONFIDENCE, winAmount: total, details: `${lottery.game}: ${won.join('; ')}.` };
}

const isRacing = (activity: CheckedActivity) => /racing/i.test(activity.subtype) || activity.racetrack !== null;

/** The model's answer about a race, checked like any outside input. */
export const AiRaceAnswer = z.object({
  status: AiResultStatus,
  confidence: z.number().min(0).max(1),
  winAmount: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : parseMoney(value)))
    .catch(null),
  details: z.string().trim().min(1).max(1000),
});

const RACE_PROMPT = `You check the results of Australian horse, harness and greyhound races for a person who logged a bet.
Answer with one JSON object and nothing else: {"status": "win" | "loss" | "undetermined", "confidence": 0 to 1, "winAmount": total return in dollars or null, "details": one or two plain sentences naming the result you relied on}.
Answer "undetermined" with a low confidence when you do not know the official result of this exact race.`;

async function checkRace(activity: CheckedActivity, asker: JsonAsker): Promise<Decision> {
  const bet = {
    racetrack: activity.racetrack,
    raceDate: activity.raceDate,
    raceTime: activity.raceTime,
    raceNumber: activity.raceNumber,
    racingSubtype: activity.racingSubtype,
    betType: activity.betType,
    horseNumber: activity.horseNumber,
    horseSelections: activity.horseSelections,
    isBoxed: activity.isBoxed,
    stake: activity.amount,
  };
  const answer = await asker.ask('race result', RACE_PROMPT, `The bet: ${JSON.stringify(bet)}`, AiRaceAnswer);
  if (!answer) return undetermined('The race result could not be looked up, so please check it and update this bet yourself.');
  return { kind: 'result', status: answer.status, confidence: answer.confidence, winAmount: answer.status === 'win' ? answer.winAmount : null, details: answer.details };
}
