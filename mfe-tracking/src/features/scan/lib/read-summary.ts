import type { ScanResult } from '@tally/contracts';

/** The fields a person would look for on each kind of ticket, with the words the summary uses for them. */
const WAGERING_FIELDS: ReadonlyArray<[keyof ScanResult, string]> = [
  ['subtype', 'event type'],
  ['racetrack', 'track'],
  ['raceNumber', 'race number'],
  ['betType', 'bet type'],
  ['horseNumber', 'runner'],
  ['amount', 'stake'],
];
const LOTTERY_FIELDS: ReadonlyArray<[keyof ScanResult, string]> = [
  ['subtype', 'game'],
  ['amount', 'cost'],
  ['description', 'numbers or draw'],
];

const present = (value: unknown) => value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
const list = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

const FULL_READ_END = 'Check the details before you save.';

/** True when the summary says every field was read. */
export const isFullRead = (summary: string) => summary.startsWith('Read the ') && summary.endsWith(` ${FULL_READ_END}`) && !summary.includes('Not read');

/**
 * The line the scan's progress view ends on: what was read and what was not, so a photo that gave nothing never
 * says 'Ticket read'. A ticket of unknown kind is judged by every field a wager or ticket could have.
 */
export function readSummary(result: ScanResult): string {
  const fields = result.type === 'lottery' ? LOTTERY_FIELDS : result.type === 'wagering' ? WAGERING_FIELDS : [...WAGERING_FIELDS, ...LOTTERY_FIELDS.slice(2)];
  const read = fields.filter(([key]) => present(result[key])).map(([, words]) => words);
  const missed = fields.filter(([key]) => !present(result[key])).map(([, words]) => words);
  if (read.length === 0) return 'Nothing could be read from this photo. Fill in the details yourself, or try a clearer photo.';
  const first = `Read the ${list(read)}.`;
  return missed.length === 0 ? `${first} ${FULL_READ_END}` : `${first} Not read: the ${list(missed)}. Check and fill in the rest before you save.`;
}
