// The words and figures of a spend limit, said the same way on Home, in the settings form, in the toast after a
// log and in alerts' notification. No zod: front ends import these.
import { formatAud } from './display/format-aud';
import { compareMoney, subtractMoney } from './money-arithmetic';

type Period = 'daily' | 'weekly' | 'monthly';
type Level = 'approaching' | 'exceeded';

const WHEN: Record<Period, string> = { daily: 'today', weekly: 'this week', monthly: 'this month' };
const NAME: Record<Period, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** "today", "this week", "this month". */
export const limitPeriodWhen = (period: Period): string => WHEN[period];

/**
 * What a reached limit says (title and message), the same in the notification and the toast. Plain and
 * non-judgemental; past a limit it leaves room for the helpline line the caller adds.
 */
export function limitReachedText(level: Level, period: Period, spent: string, limit: string): { title: string; message: string } {
  const spentText = formatAud(spent);
  const limitText = formatAud(limit);
  if (level === 'approaching') {
    return {
      title: `Approaching your ${period} limit`,
      message: `You've spent ${spentText} of your ${limitText} ${period} limit ${WHEN[period]}. This might be a good time to pause.`,
    };
  }
  const where = compareMoney(spent, limit) > 0 ? `over your ${limitText} ${period} limit` : `all of your ${limitText} ${period} limit`;
  return { title: `${NAME[period]} limit reached`, message: `You've spent ${spentText} ${WHEN[period]}, ${where}. Consider stopping for now.` };
}

/** Where a period stands against its limit: "$38.00 left of $50.00 today", or "$12.00 over your $50.00 limit today". */
export function limitStandingText(period: Period, spent: string, limit: string): string {
  const left = subtractMoney(limit, spent);
  if (compareMoney(left, '0') >= 0) return `${formatAud(left)} left of ${formatAud(limit)} ${WHEN[period]}`;
  return `${formatAud(subtractMoney(spent, limit))} over your ${formatAud(limit)} limit ${WHEN[period]}`;
}

/**
 * Said when a limit is typed or saved that the period's spend already reaches: "You've already spent $62.00 today,
 * over this $50.00 daily limit."
 */
export function limitAlreadyPassedText(period: Period, spent: string, limit: string): string {
  const where = compareMoney(spent, limit) > 0 ? 'over' : 'all of';
  return `You've already spent ${formatAud(spent)} ${WHEN[period]}, ${where} this ${formatAud(limit)} ${period} limit.`;
}
