import { LABELS } from './labels';
import { VENUE_ROWS } from './reference/reference-data.generated';
import { editDistance, type TicketLine, words } from './ticket-text';

interface Venue {
  /** The name as the ticket prints it (a venue's other name is kept: "Globe Derby"). */
  name: string;
  /** Racing codes held there: thoroughbred, harness, greyhound. */
  codes: { thoroughbred: boolean; harness: boolean; greyhound: boolean };
  nz: boolean;
}

interface VenueName {
  key: string;
  name: string;
  venue: Venue;
}

let index: VenueName[] | null = null;

function venueNames(): VenueName[] {
  if (index) return index;
  index = [];
  for (const row of VENUE_ROWS) {
    const [name, codes, nz, ...aka] = row as [string, string, number, ...string[]];
    const venue: Venue = {
      name,
      codes: { thoroughbred: codes.includes('T'), harness: codes.includes('H'), greyhound: codes.includes('G') },
      nz: nz === 1,
    };
    for (const printed of [name, ...aka]) index.push({ key: words(printed), name: printed, venue: { ...venue, name: printed } });
  }
  // Longest first, so "Wentworth Park" wins over "Wentworth" and "Murray Bridge Straight" over "Murray Bridge".
  index.sort((a, b) => b.key.length - a.key.length);
  return index;
}

const SALE_OR_EXPIRY_START = new RegExp(`^\\W{0,2}(?:${LABELS.printed.source}|${LABELS.expiry.source}|${LABELS.outlet.source})`);

/** Labels that introduce a race meeting. */
const MEETING_LABEL = /\b(MTG|MEETING|VENUE|TRACK|COURSE|MEET)\b/;
/** A state or NZ tag printed after a venue: "Kilmore (VIC)". */
const STATE_TAG = /\((NSW|VIC|QLD|SA|WA|TAS|NT|ACT|NZ|SW|V1C|QL0)\)/;
/** Lines that are about the outlet, its address or the operator rather than the meeting. */
const OUTLET_LINE =
  /\b(OUTLET|HOTEL|CLUB|TAVERN|INN|ARMS|LOUNGE|NEWS|NEWSAGENCY|AGENCY|AGT|PH|PHONE|ST|RD|HWY|STREET|ROAD|AVE|PDE|TCE|HWY|ENQUIRIES|RSL|LEAGUES|BOWLS|PLAZA|SHOP)\b/;

export interface VenueMatch {
  venue: Venue;
  line: number;
  confidence: number;
}

/**
 * The meeting's venue: a name from the venue list on a line that looks like the meeting (a MTG or
 * Meeting label, a state tag), not on the outlet's name or address; a near miss (one or two
 * misread letters) is accepted on a labelled line.
 */
export function findVenue(lines: TicketLine[], venueEdits = 2): VenueMatch | null {
  const names = venueNames();
  let best: (VenueMatch & { score: number }) | null = null;
  for (const line of lines) {
    // A sale, print or expiry line ("SALE 25/03/25", "Sold at ...") names no meeting, even a venue called Sale.
    if (SALE_OR_EXPIRY_START.test(line.upper)) continue;
    const labelled = MEETING_LABEL.test(line.upper);
    const tagged = STATE_TAG.test(line.upper.replace(/\s/g, ''));
    const outlet = OUTLET_LINE.test(line.upper) && !labelled;
    let text = ` ${words(line.text.replace(/^.*?\b(MTG|MEETING|VENUE)\b:?/i, ''))} `;
    text = text.replace(/ TYPE .*$/, ' ');
    for (const candidate of names) {
      const at = text.indexOf(` ${candidate.key} `);
      if (at < 0) continue;
      let score = candidate.key.length / 4 + (labelled ? 10 : 0) + (tagged ? 6 : 0) - (outlet ? 12 : 0);
      // A name that fills the line is a meeting line on thermal tickets ("HAWKESBURY (NSW)").
      if (text.trim().length <= candidate.key.length + 8) score += 3;
      if (!best || score > best.score) {
        best = { venue: candidate.venue, line: line.index, confidence: labelled || tagged ? 0.9 : outlet ? 0.3 : 0.6, score };
      }
      break;
    }
    if ((labelled || tagged) && (!best || best.score < 8)) {
      const fuzzy = venueEdits > 0 ? nearestVenue(text.replace(/\(.*?\)/g, ' ').trim(), names, venueEdits) : null;
      if (fuzzy) {
        const score = 7;
        if (!best || score > best.score) best = { venue: fuzzy.venue, line: line.index, confidence: 0.6, score };
      }
    }
  }
  if (!best || best.score < 0) return null;
  return { venue: best.venue, line: best.line, confidence: best.confidence };
}

/** The venue whose name is within a couple of edits of the text (or of its first words). */
function nearestVenue(text: string, names: VenueName[], maxEdits: number): VenueName | null {
  const tokens = text.split(' ').filter(Boolean);
  let best: VenueName | null = null;
  let bestDistance = Infinity;
  for (let n = 1; n <= Math.min(3, tokens.length); n++) {
    const phrase = tokens.slice(0, n).join(' ');
    if (phrase.length < 4) continue;
    for (const candidate of names) {
      const allowed = Math.min(maxEdits, candidate.key.length >= 8 ? 2 : 1);
      const d = editDistance(phrase, candidate.key, allowed);
      if (d <= allowed && d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
}
