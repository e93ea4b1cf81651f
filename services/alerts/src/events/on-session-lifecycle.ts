import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import type { SessionAlerts } from '../domain/session-alerts';

/** A session's start begins its duration alerts and its end cancels the one waiting. */
export function onSessionLifecycle(ctx: AlertsContext, sessions: SessionAlerts): Subscription[] {
  return [
    ctx.work.consume(SUBJECTS.ledgerSessionStarted, 'alerts-session-starts', (event, scope) => sessions.started(scope, event)),
    ctx.work.consume(SUBJECTS.ledgerSessionEnded, 'alerts-session-ends', (event, scope) => sessions.ended(scope, event)),
  ];
}
