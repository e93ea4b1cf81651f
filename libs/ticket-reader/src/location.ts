import { LABELS } from './labels';
import { type TicketLine, titleCase } from './ticket-text';

/** Words that name a place selling tickets. */
const OUTLET_WORDS =
  /\b(HOTEL|HOTELS|CLUB|TAVERN|INN|ARMS|LOUNGE|BAR|BISTRO|NEWS|NEWSAGENCY|NEWSAGENT|NEWSXPRESS|AGENCY|RSL|LEAGUES|WORKERS|BOWLS|BOWLING|SPORTS CLUB|PUB|LOTTO|LOTTERIES|GIFTS|SUPERMARKET|CENTRAL|PLAZA|EMPORIUM|STORE)\b/;
/** Lines that are not the outlet's name: headings, address, phone, codes, the operator's tagline. */
const NOT_OUTLET =
  /(^RACE\s*&\s*SPORTS?$|\bSPORTS? BET|RECEIPT|TOTE|STATE LOTTERIES|LOTTO NETWORK|LOTTERY OFFICE|LOTTERIES RETAIL|SATURDAY LOTTO|OZ LOTTO|TATTSLOTTO|GOLD LOTTO|X LOTTO|GAMBL|RESPONSIBL|HELP|PH|PHONE|ENQUIRIES|TERM|TERMINAL|AGENT|AGT|TRM|SEQ|ABN|WWW|\.COM|\.ORG|SCRATCH|INSTANT|PRIZE|WIN)\b/;
/** A street address or the outlet's numbers: the outlet's name is printed just above them. */
const ADDRESS_OR_IDS =
  /^\d{1,4}[A-Z]?\s+[A-Z][A-Z ]+\b(ST|RD|HWY|PDE|AVE|TCE|STREET|ROAD|DR|LANE|WAY)\b|\b(AGENT|AGT|AGENCY|OUTLET ID|STORE\s*#|TERM|TERMINAL|TRM|POS|T\/NO)\b\s*(NO\.?)?\s*#?\s*\d/;

export interface LocationMatch {
  value: string;
  confidence: number;
}

/** An outlet's name as printed: letters, two words or more, not a code or number. */
function cleanName(text: string): string | null {
  let name = text
    .replace(/[^A-Za-z&' .-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-.&' ]+|[-.' ]+$/g, '');
  // Edge noise after a name printed in capitals: "TOOWONG CENTRAL NEWS ra".
  if (/^[A-Z&' .-]+\s[a-z]{1,3}$/.test(name)) name = name.replace(/\s[a-z]{1,3}$/, '');
  const words = name.split(' ').filter((w) => /[A-Za-z]{2,}/.test(w));
  return words.length >= 2 ? name : null;
}

/**
 * A name the roll wrapped onto the next line ("RETAILER: CRITERION HOTEL" / "GEELONG"): the next line
 * is a word or two of letters that would not have fitted beside it on the ticket's widest lines.
 */
function withWrappedEnd(lines: TicketLine[], line: TicketLine, value: string): string {
  const next = lines[line.index + 1];
  if (!next || !/^[A-Za-z][A-Za-z&' .-]*$/.test(next.text) || next.text.split(' ').length > 2) return value;
  if (NOT_OUTLET.test(next.upper) || OUTLET_WORDS.test(next.upper) || LABEL_WORD.test(next.upper)) return /[&-]\s*$/.test(value) ? `${value} ${next.text}` : value;
  const lengths = lines.map((l) => l.text.length).sort((a, b) => a - b);
  const width = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  return /[&-]\s*$/.test(value) || line.text.length + 1 + next.text.length > width ? `${value} ${next.text}` : value;
}

const LABEL_WORD = new RegExp(
  Object.values(LABELS)
    .map((l) => l.source)
    .join('|') + '|\\b(GREYHOUNDS?|HARNESS|TROTS|GALLOPS|THOROUGHBREDS?|HORSES|DOGS|SPORTS?)\\b',
);

/**
 * The outlet (hotel, club, agency, newsagency) as printed, wherever the layout puts it (above or below
 * the ticket's body): the value of an outlet label first; else a line named like an outlet, preferring
 * the one printed just above its address or agency and terminal numbers.
 */
export function findLocation(lines: TicketLine[]): LocationMatch | null {
  for (const line of lines) {
    const m = new RegExp(`^\\W{0,2}(?:${LABELS.outlet.source})\\s*:?\\s+(.+)$`).exec(line.upper);
    if (!m) continue;
    let value = line.text.slice(line.text.length - m[m.length - 1].length);
    // A name the roll wrapped: "OUTLET BALLARAT NEWS &" / "LOTTO".
    value = withWrappedEnd(lines, line, value);
    const name = cleanName(value);
    if (name && !/\d{3,}/.test(value)) return { value: titleCase(name), confidence: 0.9 };
  }
  let best: (LocationMatch & { score: number }) | null = null;
  for (const line of lines) {
    if (!OUTLET_WORDS.test(line.upper) || NOT_OUTLET.test(line.upper)) continue;
    if (/\d/.test(line.text)) continue; // addresses, agency numbers
    const name = cleanName(withWrappedEnd(lines, line, line.text));
    if (!name) continue;
    const below = lines[line.index + 1];
    const beside = Boolean(below && ADDRESS_OR_IDS.test(below.upper));
    const score = (beside ? 2 : 0) + (line.index < 8 ? 1 : 0);
    if (!best || score > best.score) best = { value: titleCase(name), confidence: beside ? 0.8 : 0.6, score };
  }
  return best ? { value: best.value, confidence: best.confidence } : null;
}
