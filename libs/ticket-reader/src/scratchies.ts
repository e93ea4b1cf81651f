import { digitsOf, type TicketLine, titleCase } from './ticket-text';

/** Scratchie prices sold in Australia (spec section 3): 50c, $1, $2, $5, $10, $15, $20 (and $30, $50 specials). */
const SCRATCHIE_PRICES = [0.5, 1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 50];

export const SCRATCHIE_WORDS = /\b(SCRATCH(IE|IES)?|INSTANT|PRIZE BOX|YOUR RESULT|TOP PRIZE|MATCH \d|PACK|BOOK|WIN UP TO|UP TO \$|NO WIN|KEEP SCRATCHING)\b/;

export interface ScratchieReading {
  price: number | null;
  priceConfidence: number;
  name: string | null;
  result: string | null;
}

/**
 * A scratchie: its price (printed "$5", "PRICE $5", "50c"), its name (the large title, usually the
 * top lines in letters only) and the result panel (NO WIN / WIN $20).
 */
export function readScratchie(lines: TicketLine[]): ScratchieReading {
  let price: number | null = null;
  let priceConfidence = 0;
  for (const line of lines) {
    const m =
      /\b(?:PRICE|COST|TICKET)\s*:?\s*\$\s?(\d{1,2})(?:\.00)?\b/.exec(line.upper) ??
      /\b(?:SCRATCHIES?|SCRATCH|INSTANT)\s*\$\s?(\d{1,2})\b|\$\s?(\d{1,2})\s*(?:TICKET|TICK|GAME)\b/.exec(line.upper) ??
      /\b(50)\s?C\b/.exec(line.upper);
    if (!m) continue;
    const v = !m[0].includes('$') && /50\s?C/.test(m[0]) ? 0.5 : Number(digitsOf(m[1] ?? m[2]));
    if (SCRATCHIE_PRICES.includes(v)) {
      price = v;
      priceConfidence = 0.8;
      break;
    }
  }
  if (price === null) {
    // A lone "$5" in large print (a price badge), not a prize amount of a table row.
    for (const line of lines) {
      const m = /^\s*\$\s?(\d{1,2})\s*$/.exec(line.upper);
      if (m && SCRATCHIE_PRICES.includes(Number(m[1]))) {
        price = Number(m[1]);
        priceConfidence = 0.5;
        break;
      }
    }
  }

  let result: string | null = null;
  for (const line of lines) {
    if (/\bNO\s*WIN\b/.test(line.upper)) {
      result = 'NO WIN';
      break;
    }
    const win = /\b(?:YOU\s*)?WIN\s*:?\s*\$\s?([\d,]+(?:\.\d{2})?)\b/.exec(line.upper);
    if (win && /RESULT|YOU|PRIZE\s*BOX|^\s*WIN/.test(line.upper) && !/UP TO|TOP/.test(line.upper)) {
      result = `WIN $${win[1].replace(/\.00$/, '')}`;
      break;
    }
  }

  // The name is the large title at the top, in capitals: words of three or more capital letters on
  // the first lines, leaving out the scratchie's own words (INSTANT, SCRATCH & WIN ...).
  let name: string | null = null;
  const titleWords: string[] = [];
  for (const line of lines.slice(0, 6)) {
    if (SCRATCHIE_WORDS.test(line.upper) || /\d/.test(line.text)) {
      if (titleWords.length) break;
      continue;
    }
    const caps = line.text.split(/\s+/).filter((w) => /^[A-Z][A-Z']{2,}$/.test(w) && !/^(INSTANT|SCRATCH|WIN|AND|THE|PRIZE|PRIZES|RESULT)$/.test(w));
    if (!caps.length) {
      if (titleWords.length) break;
      continue;
    }
    titleWords.push(...caps);
    if (titleWords.length >= 3) break;
  }
  if (titleWords.length) name = titleCase(titleWords.slice(0, 4).join(' '));
  return { price, priceConfidence, name, result };
}

export function formatPrice(price: number): string {
  return price < 1 ? `${Math.round(price * 100)}c` : `$${price}`;
}

/**
 * A price badge's word read alone ("$5", "$15", "50c"): the price when it is one that scratchies are
 * sold at, else null (a prize amount, a title misread as digits).
 */
export function readPriceBadge(word: string): number | null {
  const compact = word.replace(/\s+/g, '');
  const dollars = /^\$([1-9]\d?)$/.exec(compact);
  const price = dollars ? Number(dollars[1]) : /^50c$/.test(compact) ? 0.5 : null;
  return price !== null && SCRATCHIE_PRICES.includes(price) ? price : null;
}
