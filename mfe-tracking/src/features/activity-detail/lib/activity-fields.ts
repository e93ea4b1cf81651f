import { subtractMoney, type Activity } from '@tally/contracts';
import { formatMoney, formatSignedMoney } from '@tally/ui';

export interface ActivityField {
  label: string;
  value: string;
}

const TYPE_NAMES: Record<Activity['type'], string> = { wagering: 'Wagering', lottery: 'Lottery', slot: 'Pokies', table: 'Table Games' };

let raceDates: Intl.DateTimeFormat | undefined;

/** A race date ("2026-11-22") as people read it ("Sun 22 Nov 2026"); a calendar date, so no time zone moves it. */
export function formatRaceDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  raceDates ??= new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return raceDates.format(parsed).replace(/,/g, '');
}

/** Win amount minus the stake for a win, minus the stake otherwise (spec section 9); null while pending. */
export function activityNet(activity: Activity): string | null {
  if (!activity.isCompleted) return null;
  const won = activity.isWin ? (activity.winAmount ?? activity.wonAmount ?? '0') : '0';
  return subtractMoney(won, activity.amount);
}

/**
 * Every stored field of an activity that has a value, labelled for people, in reading order:
 * what it is, the race or game, the money, then when it was logged. AI fields are shown apart.
 * @param activity as the API answers it
 * @param formatDateTime how to show a timestamp (the browser's zone)
 */
export function activityFields(activity: Activity, formatDateTime: (iso: string) => string): ActivityField[] {
  const wager = activity.type === 'wagering';
  const fields: [string, string | null][] = [
    ['Category', TYPE_NAMES[activity.type]],
    [wager ? 'Event Type' : 'Game', activity.subtype],
    ['Race Type', activity.racingSubtype],
    ['Track', activity.racetrack],
    ['Race Date', activity.raceDate ? formatRaceDate(activity.raceDate) : null],
    ['Race Time', activity.raceTime],
    ['Race', activity.raceNumber === null ? null : String(activity.raceNumber)],
    ['Bet Type', activity.betType],
    ['Horse #', activity.horseNumber === null ? null : String(activity.horseNumber)],
    ['Selections', activity.horseSelections],
    ['Boxed', activity.isBoxed === null ? null : activity.isBoxed ? 'Yes' : 'No'],
    ['Description', activity.description],
    ['Details', activity.details],
    [wager ? 'Stake' : 'Ticket Cost', formatMoney(activity.amount, 2)],
    // Only for a win: a ticket corrected to a loss may still carry the amount it was first given.
    ['Win Amount', activity.isWin && activity.winAmount !== null ? formatMoney(activity.winAmount, 2) : null],
    // Lottery tickets logged as won carry wonAmount; shown once when it repeats winAmount.
    ['Amount Won', activity.isWin && activity.wonAmount !== null && activity.wonAmount !== activity.winAmount ? formatMoney(activity.wonAmount, 2) : null],
    ['Net Result', mapNullable(activityNet(activity), (net) => formatSignedMoney(net, 2))],
    ['Logged', formatDateTime(activity.createdAt)],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== null && field[1].trim() !== '').map(([label, value]) => ({ label, value }));
}

function mapNullable<T, R>(value: T | null, map: (value: T) => R): R | null {
  return value === null ? null : map(value);
}
