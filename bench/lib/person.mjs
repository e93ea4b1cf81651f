// What one person feels (the tracking issue's budgets): home's reads and logging a wager, one
// request after another on one connection, for the heavy user. See measureSequential in load.mjs.
import { measureSequential } from './load.mjs';
import { watchMachine } from './process-info.mjs';

/**
 * The calendar month holding `now` in a time zone, as the ISO bounds GET /api/stats takes
 * (00:00 of the 1st to 23:59:59.999 of the last day, local time with its offset applied).
 * @param {string} timeZone e.g. Australia/Sydney
 * @param {Date} [now]
 */
export function monthRange(timeZone, now = new Date()) {
  const fields = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  // Local wall time minus UTC at an instant, in ms (the zone's offset then).
  const offsetAt = (ms) => {
    const p = Object.fromEntries(fields.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
  };
  // Midnight local time as an instant: guess with the offset now, then correct once for a DST change.
  const midnight = (year, monthIndex) => {
    const wall = Date.UTC(year, monthIndex, 1);
    const first = wall - offsetAt(wall);
    return wall - offsetAt(first);
  };
  const local = Object.fromEntries(fields.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  const start = midnight(local.year, local.month - 1);
  const end = midnight(local.year, local.month) - 1;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

/** Home's reads, with the query home and reports send. */
export const personReads = (timeZone = 'Australia/Sydney') => {
  const month = monthRange(timeZone);
  return {
    stats: `/api/stats?startDate=${encodeURIComponent(month.startDate)}&endDate=${encodeURIComponent(month.endDate)}`,
    activities: '/api/activities?limit=5',
    activeSession: '/api/sessions/active',
  };
};

/**
 * @typedef {import('./load.mjs').LoadResult & { mean: number, max: number, othersCores?: number }} InARow
 *   othersCores: CPU other processes used meanwhile (see watchMachine)
 */

/**
 * GET each route `count` times in a row (after a warm-up of a tenth of that), one connection.
 * @param {{ base: string, cookie: string, count: number, label: string, routes: Record<string, string>, pids?: number[] }} options
 *   pids: the server's processes, to tell its CPU from other work on the machine
 * @returns {Promise<Record<string, InARow>>}
 */
export async function measureReadsInARow({ base, cookie, count, label, routes, pids }) {
  const out = {};
  for (const [name, route] of Object.entries(routes)) {
    const machine = pids ? watchMachine(pids) : undefined;
    const result = await measureSequential({
      label: `${label} GET ${route.replace(/\?startDate=.*/, '?startDate&endDate')}`,
      url: `${base}${route}`,
      count,
      warmUp: Math.ceil(count / 10),
      headers: { cookie },
    });
    out[name] = { ...result, ...(machine ? { othersCores: machine().othersCores } : {}) };
  }
  return out;
}

/**
 * POST a pending wager `count` times in a row (after a warm-up), one connection, as the Log a
 * Wager dialog sends it. Each adds an activity to the person.
 * @param {{ base: string, origin: string, cookie: string, count: number, label: string, pids?: number[] }} options
 * @returns {Promise<InARow>}
 */
export async function measureWagersInARow({ base, origin, cookie, count, label, pids }) {
  const machine = pids ? watchMachine(pids) : undefined;
  const result = await measureSequential({
    label: `${label} POST /api/activities (pending wager)`,
    url: `${base}/api/activities`,
    method: 'POST',
    count,
    warmUp: Math.ceil(count / 10),
    headers: { cookie, origin, accept: 'application/json' },
    body: (index) => ({ type: 'wagering', subtype: index % 2 ? 'Racing' : 'Sports Betting', amount: (5 + (index % 20)).toFixed(2), isCompleted: false }),
  });
  return { ...result, ...(machine ? { othersCores: machine().othersCores } : {}) };
}
