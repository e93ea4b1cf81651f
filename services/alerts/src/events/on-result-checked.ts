import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import { aiResultNotificationText } from '../domain/ai-result-text';
import type { AlertsContext } from '../domain/alerts-context';
import { notify } from '../domain/notify';

/**
 * Tells the person what scanner's result check suggested for a pending ticket, with what the
 * notification list needs to open it. In-app only: a "you may have won" push is the kind of prompt
 * that pulls someone back to gambling, so results are not sent to devices.
 */
export function onResultChecked(ctx: AlertsContext): Subscription {
  return ctx.work.consume(SUBJECTS.scannerResultChecked, 'alerts-ai-results', async (check, scope) => {
    const settings = await scope.settings.get(check.userId);
    const { type, title, message } = aiResultNotificationText(check, settings.autoCompleteAILosses);
    await notify(scope, ctx.push, {
      userId: check.userId,
      type,
      title,
      message,
      // The notification contract's metadata fields are optional, not nullable: unknown ones are left out.
      metadata: withoutNulls({
        activityId: check.activityId,
        racetrack: check.racetrack,
        raceNumber: check.raceNumber,
        horseNumber: check.horseNumber,
        betType: check.betType,
        amount: check.stake,
        confidence: check.confidence,
        status: check.status,
        winAmount: check.winAmount,
      }),
      createdAt: new Date(check.checkedAt),
      dedupeKey: `ai-result:${check.activityId}:${check.checkedAt}`,
    });
  });
}

function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}
