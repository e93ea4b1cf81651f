import { HELPLINE_LINE, type LimitPeriod } from '@tally/contracts';
import { formatAud as aud } from './format-aud';

const WHEN: Record<LimitPeriod, string> = { daily: 'today', weekly: 'this week', monthly: 'this month' };
const NAME: Record<LimitPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** Plain, non-judgemental wording; the exceeded alert points to free help. */
export function limitNotificationText(level: 'approaching' | 'exceeded', period: LimitPeriod, spent: string, limit: string) {
  if (level === 'approaching') {
    return {
      title: `Approaching your ${period} limit`,
      message: `You've spent ${aud(spent)} of your ${aud(limit)} ${period} limit ${WHEN[period]}. This might be a good time to pause.`,
    };
  }
  return {
    title: `${NAME[period]} limit reached`,
    message: `You've spent ${aud(spent)} ${WHEN[period]}, which is at or over your ${aud(limit)} ${period} limit. Consider stopping for now. ${HELPLINE_LINE}`,
  };
}
