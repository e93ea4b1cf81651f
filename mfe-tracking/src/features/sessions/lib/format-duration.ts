const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A session's length for people: "45s", "12m 05s" under an hour (seconds show the clock is
 * running), "1h 05m" from an hour. A negative span (the phone's clock behind the server's) is 0s.
 * @param ms the span in milliseconds
 */
export function formatDuration(ms: number): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (safe >= HOUR) {
    const minutes = Math.floor(safe / MINUTE);
    return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
  }
  const seconds = Math.floor(safe / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${pad(seconds % 60)}s`;
}

/**
 * The span between two instants, as {@link formatDuration} shows it.
 * @param from ISO timestamp (a session's start)
 * @param to ISO timestamp or epoch milliseconds (its end, or now)
 */
export function formatSpan(from: string, to: string | number): string {
  const end = typeof to === 'number' ? to : Date.parse(to);
  return formatDuration(end - Date.parse(from));
}
