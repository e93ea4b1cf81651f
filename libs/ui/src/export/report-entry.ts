import type { Activity, Session } from '@tally/contracts';

// Money in integer cents held in plain numbers: exact for any amount below 90 trillion dollars, and
// several times faster than BigInt over the 50,000 records of a long history's export.
/** "12.35" -> 1235; the API's amounts have at most two decimals. */
function cents(money: string): number {
  return Math.round(Number(money) * 100);
}

/** 1235 -> "12.35", -50 -> "-0.50". */
function money(value: number): string {
  return (value / 100).toFixed(2);
}

/** The report categories (spec section 2, Reports): the activity categories of section 1. */
export const REPORT_CATEGORIES = ['Racing', 'Sports Betting', 'Lottery', 'Pokies', 'Table Games'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** The AI result check's badge (spec section 2): win, loss, or review for any other verdict. */
export type AiBadge = 'AI: Win' | 'AI: Loss' | 'AI: Review';

/** Where an entry stands: a wager or ticket is pending, won or lost; a session is active or completed. */
export type EntryStatus = 'Pending' | 'Win' | 'Loss' | 'Active' | 'Completed';

/**
 * One line of a report or an export: a wager, a lottery ticket or a slot or table session, with
 * its money worked out once by spec section 9's rules. Money stays in decimal strings.
 */
export interface ReportEntry {
  kind: 'activity' | 'session';
  id: string;
  /** When it happened: an activity's createdAt, a session's startedAt (ISO, UTC). */
  at: string;
  category: ReportCategory;
  /** The Type column: Wagering, Lottery, Pokies Session, Table Session. */
  type: string;
  /** The Subtype column: the activity's subtype; Pokies or Table Games for a session. */
  subtype: string;
  /** What the row is called in a list. */
  title: string;
  spent: string;
  /** The Win Amount column: empty while pending or active. */
  won: string;
  /** Net Result: win amount minus stake for a win, minus the stake otherwise; a session's final amount minus deposits. */
  net: string;
  /** The same money in integer cents, for sums (won is 0 while pending or active). */
  cents: { spent: number; won: number; net: number };
  status: EntryStatus;
  /** The Venue/Details column. */
  details: string;
  aiBadge: AiBadge | null;
}

/** The report category of a wager or ticket (Racing, Sports Betting or Lottery). */
export function activityCategory(activity: Pick<Activity, 'type' | 'subtype'>): ReportCategory {
  if (activity.type === 'lottery') return 'Lottery';
  return activity.subtype === 'Racing' ? 'Racing' : 'Sports Betting';
}

/** 'AI: Win' or 'AI: Loss' for those verdicts, 'AI: Review' for any other; null when never checked. */
export function aiBadge(activity: Pick<Activity, 'aiResultChecked' | 'aiResultStatus'>): AiBadge | null {
  if (!activity.aiResultChecked && !activity.aiResultStatus) return null;
  if (activity.aiResultStatus === 'win') return 'AI: Win';
  if (activity.aiResultStatus === 'loss') return 'AI: Loss';
  return 'AI: Review';
}

/** A wager or ticket as a report entry (spec section 9: net is win amount minus stake if a win, else minus the stake). */
export function entryFromActivity(activity: Activity): ReportEntry {
  const stake = cents(activity.amount);
  const status: EntryStatus = !activity.isCompleted ? 'Pending' : activity.isWin ? 'Win' : 'Loss';
  const wonCents = status === 'Win' ? cents(activity.winAmount ?? activity.wonAmount ?? '0') : 0;
  return {
    kind: 'activity',
    id: activity.id,
    at: activity.createdAt,
    category: activityCategory(activity),
    type: activity.type === 'lottery' ? 'Lottery' : 'Wagering',
    subtype: activity.subtype,
    title: activityTitle(activity),
    spent: money(stake),
    won: status === 'Pending' ? '' : money(wonCents),
    net: money(wonCents - stake),
    cents: { spent: stake, won: wonCents, net: wonCents - stake },
    status,
    details: activityDetails(activity),
    aiBadge: aiBadge(activity),
  };
}

/** A slot or table session as a report entry: deposits are spent, the final amount is won (0 while active). */
export function entryFromSession(session: Session): ReportEntry {
  const deposited = cents(session.totalDeposited);
  const final = session.isActive || session.finalAmount === null ? 0 : cents(session.finalAmount);
  const name = session.type === 'slot' ? 'Pokies session' : 'Table session';
  return {
    kind: 'session',
    id: session.id,
    at: session.startedAt,
    category: session.type === 'slot' ? 'Pokies' : 'Table Games',
    type: session.type === 'slot' ? 'Pokies Session' : 'Table Session',
    subtype: session.type === 'slot' ? 'Pokies' : 'Table Games',
    title: session.venue ? `${name} · ${session.venue}` : name,
    spent: money(deposited),
    won: session.isActive ? '' : money(final),
    net: money(final - deposited),
    cents: { spent: deposited, won: final, net: final - deposited },
    status: session.isActive ? 'Active' : 'Completed',
    details: session.venue ?? '',
    aiBadge: null,
  };
}

/** Activities and sessions as report entries, newest first (ties by id, so the order is stable). */
export function toReportEntries(activities: readonly Activity[], sessions: readonly Session[]): ReportEntry[] {
  return [...activities.map(entryFromActivity), ...sessions.map(entryFromSession)].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
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

/** The Venue/Details cell: the activity's details, else its description, else its racetrack. */
function activityDetails(activity: Activity): string {
  return activity.details?.trim() || activity.description?.trim() || activity.racetrack?.trim() || '';
}
