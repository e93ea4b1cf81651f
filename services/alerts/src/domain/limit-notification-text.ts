import { HELPLINE_LINE, limitReachedText, type LimitPeriod } from '@tally/contracts';

/** The words the toast after a log also uses (contracts' limitReachedText); past a limit it points to free help. */
export function limitNotificationText(level: 'approaching' | 'exceeded', period: LimitPeriod, spent: string, limit: string) {
  const text = limitReachedText(level, period, spent, limit);
  return level === 'exceeded' ? { ...text, message: `${text.message} ${HELPLINE_LINE}` } : text;
}
