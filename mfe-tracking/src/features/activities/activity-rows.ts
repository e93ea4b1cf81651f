import { activityCents, activityTitle, aiBadge, sessionCents, sessionTitle, type Activity, type AiBadge, type Session } from '@tally/contracts';

/** One row of home's lists: an activity or a session, with what the row shows. */
export type ActivityRow =
  | {
      kind: 'activity';
      id: string;
      at: string;
      title: string;
      category: string;
      outcome: 'pending' | 'win' | 'loss';
      amount: number;
      /** The AI result check's chip: the contracts' badge, as Reports and the export show it. */
      aiLabel: AiBadge | null;
      activity: Activity;
    }
  | { kind: 'session'; id: string; at: string; title: string; category: string; outcome: 'active' | 'win' | 'loss' | 'even'; amount: number; session: Session };

/**
 * The row's figure in dollars, worked in cents (contracts): a pending stake as spent (negative), a completed one as
 * its net (win amount minus stake for a win, minus the stake for a loss: spec section 9's net result).
 */
function activityRow(activity: Activity): ActivityRow {
  const outcome = !activity.isCompleted ? 'pending' : activity.isWin ? 'win' : 'loss';
  const amount = activityCents(activity).net / 100;
  const category = activity.type === 'wagering' ? (activity.subtype === 'Racing' && activity.racingSubtype ? `Racing, ${activity.racingSubtype}` : activity.subtype) : 'Lottery';
  return { kind: 'activity', id: activity.id, at: activity.createdAt, title: activityTitle(activity), category, outcome, amount, aiLabel: aiBadge(activity), activity };
}

/** A session's figure: while active, what went in; once ended, the final amount minus deposits. */
function sessionRow(session: Session): ActivityRow {
  const { net } = sessionCents(session);
  const outcome = session.isActive ? 'active' : net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
  return {
    kind: 'session',
    id: session.id,
    at: session.startedAt,
    title: sessionTitle(session),
    category: session.type === 'slot' ? 'Pokies' : 'Table Games',
    outcome,
    amount: net / 100,
    session,
  };
}

/**
 * Home's Recent Activity: activities and sessions together, newest first, at most `limit`. The
 * activities answer lists pending items first, so they are sorted here by time.
 */
export function recentRows(activities: readonly Activity[], sessions: readonly Session[], limit: number): ActivityRow[] {
  return [...activities.map(activityRow), ...sessions.map(sessionRow)].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

/** Home's Pending Tickets: wagers and tickets awaiting a result, at most `limit`, in the answer's order. */
export function pendingRows(activities: readonly Activity[], limit: number): ActivityRow[] {
  return activities
    .filter((activity) => !activity.isCompleted)
    .slice(0, limit)
    .map(activityRow);
}
