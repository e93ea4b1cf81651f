import { format } from 'date-fns';

/** Activity row date, spec section 2: 'MMM d, h:mm a' in the browser's time zone ("Nov 22, 3:05 PM"). */
export function formatActivityDate(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'MMM d, h:mm a');
}

/** A day heading such as "Saturday, 22 November" (Australian day-month order). */
export function formatDayHeading(value: Date = new Date()): string {
  return format(value, 'EEEE, d MMMM');
}
