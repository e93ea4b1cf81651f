import { route } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { readLimitStatus } from '../domain/limit-status';

/** GET /api/limits/status: the caller's own limits, from alerts' own counted spend, in the zone of their token. */
export function limitStatusRoutes(ctx: Pick<AlertsContext, 'work' | 'clock'>) {
  return [route('getLimitStatus', ({ userId, timeZone }) => readLimitStatus(ctx.work.repos, userId, ctx.clock(), timeZone))];
}
