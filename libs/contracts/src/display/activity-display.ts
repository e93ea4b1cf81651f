// What a wager, a ticket or a session is called and what it comes to, the same on home's lists, in Reports
// and in the CSV export. Types only from the entities: no zod reaches a front end through here.
import type { Activity } from '../entities/activity';
import type { Session } from '../entities/session';
import { moneyToCents } from '../money-arithmetic';

/** The AI result check's badge (spec section 2, Reports): win, loss, or review for any other verdict. */
export type AiBadge = 'AI: Win' | 'AI: Loss' | 'AI: Review';

/** 'AI: Win' or 'AI: Loss' for those verdicts, 'AI: Review' for any other (undetermined included); null when never checked. */
export function aiBadge(activity: Pick<Activity, 'aiResultChecked' | 'aiResultStatus'>): AiBadge | null {
  if (!activity.aiResultChecked && !activity.aiResultStatus) return null;
  if (activity.aiResultStatus === 'win') return 'AI: Win';
  if (activity.aiResultStatus === 'loss') return 'AI: Loss';
  return 'AI: Review';
}

type TitledActivity = Pick<Activity, 'type' | 'subtype' | 'description' | 'details' | 'racetrack' | 'raceNumber' | 'betType'>;

/**
 * What a wager or ticket is called in a list: a lottery ticket by its game (its notes are numbers or a draw, not a
 * name); a wager by its own description, else the race, else the event.
 */
export function activityTitle(activity: TitledActivity): string {
  if (activity.type === 'lottery') return activity.subtype;
  const described = activity.description?.trim();
  if (described) return described;
  if (activity.type === 'wagering' && activity.subtype === 'Racing') {
    const race = [activity.racetrack, activity.raceNumber ? `R${activity.raceNumber}` : null].filter(Boolean).join(' ');
    return [race || null, activity.betType].filter(Boolean).join(' · ') || activity.subtype;
  }
  return activity.details?.trim() || activity.subtype;
}

/** What a session is called in a list: "Pokies session · Star City", or "Table session" with no venue. */
export function sessionTitle(session: Pick<Session, 'type' | 'venue'>): string {
  const name = session.type === 'slot' ? 'Pokies session' : 'Table session';
  return session.venue ? `${name} · ${session.venue}` : name;
}

/** A line's money in integer cents: spent, won (0 while pending or active) and net (won minus spent). */
export interface EntryCents {
  spent: number;
  won: number;
  net: number;
}

/**
 * A wager's or ticket's money (spec section 9's net result): a win nets its win amount minus the stake; a loss, and a
 * ticket still pending, minus the stake.
 */
export function activityCents(activity: Pick<Activity, 'amount' | 'isCompleted' | 'isWin' | 'winAmount' | 'wonAmount'>): EntryCents {
  const spent = moneyToCents(activity.amount);
  const won = activity.isCompleted && activity.isWin ? moneyToCents(activity.winAmount ?? activity.wonAmount ?? '0') : 0;
  return { spent, won, net: won - spent };
}

/** A session's money: its deposits are spent, its final amount is won (0 while active), net is the difference. */
export function sessionCents(session: Pick<Session, 'totalDeposited' | 'isActive' | 'finalAmount'>): EntryCents {
  const spent = moneyToCents(session.totalDeposited);
  const won = session.isActive || session.finalAmount === null ? 0 : moneyToCents(session.finalAmount);
  return { spent, won, net: won - spent };
}
