import { activityCents, activityTitle, aiBadge, centsToMoney, sessionCents, sessionTitle, type Activity, type AiBadge, type Session } from '@tally/contracts';

// The title, the AI badge and the money of a line come from the contracts (display/activity-display.ts), so
// home's lists, Reports and the export say the same; money in integer cents held in plain numbers.
export { activityTitle, aiBadge, type AiBadge };

/** The report categories (spec section 2, Reports): the activity categories of section 1. */
export const REPORT_CATEGORIES = ['Racing', 'Sports Betting', 'Lottery', 'Pokies', 'Table Games'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

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

/** A wager or ticket as a report entry (spec section 9: net is win amount minus stake if a win, else minus the stake). */
export function entryFromActivity(activity: Activity): ReportEntry {
  const cents = activityCents(activity);
  const status: EntryStatus = !activity.isCompleted ? 'Pending' : activity.isWin ? 'Win' : 'Loss';
  return {
    kind: 'activity',
    id: activity.id,
    at: activity.createdAt,
    category: activityCategory(activity),
    type: activity.type === 'lottery' ? 'Lottery' : 'Wagering',
    subtype: activity.subtype,
    title: activityTitle(activity),
    spent: centsToMoney(cents.spent),
    won: status === 'Pending' ? '' : centsToMoney(cents.won),
    net: centsToMoney(cents.net),
    cents,
    status,
    details: activityDetails(activity),
    aiBadge: aiBadge(activity),
  };
}

/** A slot or table session as a report entry: deposits are spent, the final amount is won (0 while active). */
export function entryFromSession(session: Session): ReportEntry {
  const cents = sessionCents(session);
  return {
    kind: 'session',
    id: session.id,
    at: session.startedAt,
    category: session.type === 'slot' ? 'Pokies' : 'Table Games',
    type: session.type === 'slot' ? 'Pokies Session' : 'Table Session',
    subtype: session.type === 'slot' ? 'Pokies' : 'Table Games',
    title: sessionTitle(session),
    spent: centsToMoney(cents.spent),
    won: session.isActive ? '' : centsToMoney(cents.won),
    net: centsToMoney(cents.net),
    cents,
    status: session.isActive ? 'Active' : 'Completed',
    details: session.venue ?? '',
    aiBadge: null,
  };
}

/** Activities and sessions as report entries, newest first (ties by id, so the order is stable). */
export function toReportEntries(activities: readonly Activity[], sessions: readonly Session[]): ReportEntry[] {
  return [...activities.map(entryFromActivity), ...sessions.map(entryFromSession)].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
}

/** The Venue/Details cell: the activity's details, else its description, else its racetrack. */
function activityDetails(activity: Activity): string {
  return activity.details?.trim() || activity.description?.trim() || activity.racetrack?.trim() || '';
}
