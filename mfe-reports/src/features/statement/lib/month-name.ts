/** The month ('2026-10') an instant falls in, in a time zone. */
export function monthOf(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * Whether a month is worth comparing with: the account existed in it (it was made in that month
 * or before, in the person's zone), or something was logged in it anyway. An account made this
 * year has no 'same month last year'.
 */
export function hadAccountIn(month: string, accountCreatedAt: string | undefined, timeZone: string, loggedAnything: boolean): boolean {
  if (loggedAnything || !accountCreatedAt) return true;
  return monthOf(accountCreatedAt, timeZone) <= month;
}

/** "4 types of gambling" and "2 days". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
