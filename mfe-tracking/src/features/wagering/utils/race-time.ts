/**
 * A race time as typed, tidied into the HH:MM the contract asks: "1430", "14.30" and "9:30" become
 * "14:30" and "09:30" (a phone's number pad has no colon). Anything else is returned trimmed and
 * unchanged, for the contract to refuse with its own message.
 */
export function normaliseRaceTime(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[:.h\s]?(\d{2})$/.exec(trimmed);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : trimmed;
}
