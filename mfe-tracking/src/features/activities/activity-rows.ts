import type { Activity, Session } from '@tally/contracts';

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
      aiLabel: AiLabel | null;
      activity: Activity;
    }
  | { kind: 'session'; id: string; at: string; title: string; category: string; outcome: 'active' | 'win' | 'loss' | 'even'; amount: number; session: Session };

/** The AI result check's chip in a list (spec section 2, Reports: the same three labels). */
export type AiLabel = 'AI: Win' | 'AI: Loss' | 'AI: Review';

/** 'AI: Win' or 'AI: Loss' for those verdicts, 'AI: Review' for any other (undetermined included); null when not checked. */
export function aiLabel(activity: Pick<Activity, 'aiResultChecked' | 'aiResultStatus'>): AiLabel | null {
  if (!activity.aiResultChecked && !activity.aiResultStatus) return null;
  if (activity.aiResultStatus === 'win') return 'AI: Win';
  if (activity.aiResultStatus === 'loss') return 'AI: Loss';
  return 'AI: Review';
}

/**
 * What a wager or ticket is called in a list: a lottery ticket by its game (its notes are numbers or a draw, not a
 * name); a wager by its own description, else the race, else the event.
 */
export function activityTitle(activity: Activity): string {
  if (activity.type === 'lottery') return activity.subtype;
  const described = activity.description?.trim();
  if (described) return described;
  if (activity.type === 'wagering' && activity.subtype === 'Racing') {
    const race = [activity.racetrack, activity.raceNumber ? `R${activity.raceNumber}` : null].filter(Boolean).join(' ');
    return [race || null, activity.betType].filter(Boolean).join(' · ') || activity.subtype;
  }
  return activity.details?.trim() || activity.subtype;
}

/**
 * The row's figure: a pending stake as spent (negative), a completed one as its net (win amount
 * minus stake for a win, minus the stake for a loss: spec section 9's net result).
 */
function activityRow(activity: Activity): ActivityRow {
  const stake = Number(activity.amount);
  const outcome = !activity.isCompleted ? 'pending' : activity.isWin ? 'win' : 'loss';
  const won = Number(activity.winAmount ?? activity.wonAmount ?? 0);
  const amount = outcome === 'win' ? won - stake : -stake;
  const category = activity.type === 'wagering' ? (activity.subtype === 'Racing' && activity.racingSubtype ? `Racing, ${activity.racingSubtype}` : activity.subtype) : 'Lottery';
  return { kind: 'activity', id: activity.id, at: activity.createdAt, title: activityTitle(activity), category, outcome, amount, aiLabel: aiLabel(activity), activity };
}

/** A session's figure: while active, what went in; once ended, the final amount minus deposits. */
function sessionRow(session: Session): ActivityRow {
  const deposited = Number(session.totalDeposited);
  const net = session.isActive ? -deposited : Number(session.finalAmount ?? 0) - deposited;
  const outcome = session.isActive ? 'active' : net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
  const name = session.type === 'slot' ? 'Pokies session' : 'Table session';
  return {
    kind: 'session',
    id: session.id,
    at: session.startedAt,
    title: session.venue ? `${name} · ${session.venue}` : name,
    category: session.type === 'slot' ? 'Pokies' : 'Table Games',
    outcome,
    amount: net,
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
