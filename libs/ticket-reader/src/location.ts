import { type TicketLine, titleCase } from './ticket-text';

/** Words that name a place selling tickets. */
const OUTLET_WORDS =
  /\b(HOTEL|HOTELS|CLUB|TAVERN|INN|ARMS|LOUNGE|BAR|NEWS|NEWSAGENCY|NEWSAGENT|NEWSXPRESS|AGENCY|RSL|LEAGUES|BOWLS|BOWLING|SPORTS CLUB|PUB|LOTTO|LOTTERIES|GIFTS|SUPERMARKET|CENTRAL|PLAZA|EMPORIUM)\b/;
/** Lines that are not the outlet's name: headings, address, phone, codes, the operator's tagline. */
const NOT_OUTLET =
  /(^RACE\s*&\s*SPORTS?$|\bSPORTS? BET|RECEIPT|TOTE|STATE LOTTERIES|LOTTO NETWORK|SATURDAY LOTTO|OZ LOTTO|TATTSLOTTO|GOLD LOTTO|X LOTTO|GAMBL|RESPONSIBL|HELP|PH|PHONE|ENQUIRIES|TERM|TERMINAL|AGENT|AGT|TRM|SEQ|ABN|WWW|\.COM|\.ORG)\b/;

export interface LocationMatch {
  value: string;
  confidence: number;
}

/** The outlet (hotel, club, agency, newsagency) as printed: an OUTLET label, else a line named like one. */
export function findLocation(lines: TicketLine[]): LocationMatch | null {
  for (const line of lines) {
    const m = /\b(?:OUTLET|VENUE|STORE|SOLD AT|SOLD BY|RETAILER|AGENT NAME)\s*:?\s+(.+)$/.exec(line.upper);
    if (m) return { value: titleCase(line.text.slice(line.text.length - m[1].length).trim()), confidence: 0.9 };
  }
  for (const line of lines.slice(0, 10)) {
    if (!OUTLET_WORDS.test(line.upper) || NOT_OUTLET.test(line.upper)) continue;
    if (/\d/.test(line.text)) continue; // addresses, agency numbers
    let text = line.text
      .replace(/[^A-Za-z&' .-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Edge noise after a name printed in capitals: "TOOWONG CENTRAL NEWS ra".
    if (/^[A-Z&' .-]+\s[a-z]{1,3}$/.test(text)) text = text.replace(/\s[a-z]{1,3}$/, '');
    if (text.split(' ').length < 2) continue;
    return { value: titleCase(text), confidence: 0.7 };
  }
  return null;
}
