import { digitsOf, type TicketLine } from './ticket-text';

/** Amounts the product accepts (spec section 5, local pattern fallback): above 0 and below 10,000. */
const MIN_AMOUNT = 0;
const MAX_AMOUNT = 10000;

interface Money {
  value: number;
  /** Position in the line's text. */
  at: number;
  /** Printed with a dollar sign and two decimals ("$12.50"), the clean form. */
  clean: boolean;
}

const MONEY = /(\$|AUD\s?|S(?=\d))?\s?(\d{1,3}(?:,\d{3})+|\d{1,5})([.,]\s?\d{2})?(?!\d)(?!%)/g;

/** Dollar amounts in a line: "$12.50", "12.50", "$1,250.00", "AUD 12.50"; "$5" counts only with its dollar sign. */
function moneyIn(line: string): Money[] {
  const found: Money[] = [];
  for (const m of line.matchAll(MONEY)) {
    const [, dollar, whole, cents] = m;
    if (!dollar && !cents) continue;
    // Times (14.35) and dates (14.06) look like amounts without a dollar sign.
    // A label's colon and a space before the figure ("TOTAL BET: 6.00") is not a time.
    if (!dollar && /[:/]\d*$/.test(line.slice(0, m.index)) && !/^\s/.test(m[0])) continue;
    const value = Number(digitsOf(whole).replace(/,/g, '') + (cents ? '.' + cents.slice(1).trim() : ''));
    if (!Number.isFinite(value)) continue;
    found.push({ value, at: m.index ?? 0, clean: Boolean(dollar && cents) });
  }
  return found;
}

export function isAcceptedAmount(value: number): boolean {
  return value > MIN_AMOUNT && value < MAX_AMOUNT;
}

/** Labels of what was handed over for the ticket, best first. */
const TOTAL_LABELS: [RegExp, number][] = [
  [/\bTOTAL\s*(COST|OUTLAY|PRICE|STAKE|INVESTMENT|PAID|AMT|AMOUNT|BET)\b/, 0.95],
  [/\bTICKET\s*(COST|PRICE|TOTAL)\b|\bBET\s*TOTAL\b|\bAMOUNT\s*PAID\b/, 0.95],
  [/\b(TOTAL|TOTL|TOTA1|T0TAL|SUB\s?TOTAL)\b/, 0.9],
  [/\b(COST|PRICE|OUTLAY|INVESTMENT|INVEST|AMOUNT|INV|AMT|CHARGE|PURCHASE)\b/, 0.8],
  [/\b(STAKE|STK|BET|VALUE)\b/, 0.6],
];

/** Words that mark an amount that is not the ticket's cost. */
const NOT_COST =
  /\b(GST|BAL|BALANCE|RETURN|RTN|PAYOUT|PAY ?OUT|POTENTIAL|POT|EST|ESTIMATED|CHANGE|TENDERED|TEND|CASH|PAID|JACKPOT|DIV|DIVISION|PRIZE|PRIZES|WIN|WINS|WON|VOUCHER|CREDIT|REFUND|MAX|TOP|UP TO|COLLECT|DIVIDEND)\b/;

export interface AmountPick {
  value: number;
  confidence: number;
  /** The label it was read next to, when there was one. */
  label: string | null;
}

/**
 * The money handed over for the ticket: the amount beside a TOTAL / COST label (a labelled total
 * read cleanly is trusted most); else the smallest accepted amount on a line that names no
 * distractor (change, balance, return, GST, jackpot, prizes).
 */
export function findTicketCost(lines: TicketLine[], looseAmount = true): AmountPick | null {
  const labelled: AmountPick[] = [];
  for (const line of lines) {
    for (const [label, weight] of TOTAL_LABELS) {
      const m = label.exec(line.upper);
      if (!m) continue;
      const before = line.upper.slice(0, m.index);
      const after = line.upper.slice(m.index + m[0].length);
      // "INCL GST", "EST RETURN": the label belongs to a distractor.
      if (NOT_COST.test(`${before} ${m[0]}`.replace(/\b(TOTAL|AMOUNT)\s*PAID\b/, ' ')) || NOT_COST.test(after.replace(/\$?[\d.,\s]+/g, ' ').slice(0, 25))) {
        if (!/^\s*\$?\s*[\d.,]+\s*$/.test(after)) break;
      }
      let amounts = moneyIn(line.text.slice(m.index + m[0].length));
      let confidence = weight;
      if (!amounts.length) {
        const next = lines[line.index + 1];
        if (next && !NOT_COST.test(next.upper)) amounts = moneyIn(next.text);
        confidence -= 0.15;
      }
      const accepted = amounts.filter((a) => isAcceptedAmount(a.value));
      if (!accepted.length) break;
      const pick = accepted[accepted.length - 1];
      if (!pick.clean) confidence -= 0.2;
      labelled.push({ value: pick.value, confidence, label: m[0] });
      break;
    }
  }
  labelled.sort((a, b) => b.confidence - a.confidence);
  const best = labelled[0] ?? null;
  // Readings that disagree: the one the ticket's own arithmetic (combinations x unit, cash less
  // change, each way twice the unit) agrees with is preferred, and an agreeing label is surer.
  const implied = impliedCosts(lines).filter(isAcceptedAmount);
  if (implied.length) {
    const agrees = labelled.find((c) => implied.some((v) => Math.abs(v - c.value) < 0.005));
    if (agrees) return { ...agrees, confidence: Math.min(0.98, agrees.confidence + 0.1) };
    if (!best || best.confidence < 0.75) return { value: implied[0], confidence: 0.6, label: null };
  }
  // A label whose figure is one digit off what the ticket's arithmetic gives ("$16.00" beside
  // "10 x @ $1.00", "$560.00" beside cash $50.00 less $0.00 change) is a misread digit: the arithmetic wins.
  if (best) {
    const checks = [...implied, ...stakeFromReturn(lines)].filter(isAcceptedAmount);
    // The arithmetic can be misread too ("CASH $16.60" for $16.00): it wins only when its figure is as round.
    const misread = checks.find((v) => Math.abs(v - best.value) >= 0.005 && oneDigitApart(cents(v), cents(best.value)) && roundness(v) >= roundness(best.value));
    if (misread !== undefined) return { value: misread, confidence: 0.7, label: best.label };
  }
  if (best || !looseAmount) return best;
  const loose = lines
    .filter((l) => !NOT_COST.test(l.upper))
    .flatMap((l) => moneyIn(l.text))
    .filter((a) => a.clean && isAcceptedAmount(a.value))
    .map((a) => a.value);
  if (!loose.length) return null;
  return { value: Math.min(...loose), confidence: 0.3, label: null };
}

const AMOUNT = String.raw`(?:\$|AUD)?\s?(\d{1,4}(?:[.,]\d{2}))`;
const money = (text: string): number => Number(digitsOf(text).replace(',', '.'));

/** Costs the ticket's arithmetic implies: "8 COMBS @ $1.00", "CASH $20.00 CHANGE $8.00", "$5.00 EACH WAY". */
function impliedCosts(lines: TicketLine[]): number[] {
  const out: number[] = [];
  for (const { upper } of lines) {
    const combos = new RegExp(String.raw`\b(\d{1,4})\s*(?:COMBS?|COMBINATIONS|CMB|X)\s*@\s*${AMOUNT}`).exec(upper);
    if (combos) out.push(Math.round(Number(combos[1]) * money(combos[2]) * 100) / 100);
    const change = new RegExp(String.raw`\b(?:CASH|TENDERED|TEND)\s*${AMOUNT}.*?\b(?:CHANGE|CHG)\s*${AMOUNT}`).exec(upper);
    if (change) out.push(Math.round((money(change[1]) - money(change[2])) * 100) / 100);
    const eachWay = new RegExp(String.raw`${AMOUNT}\s*(?:E\/W|EACH\s*WAY|X\s?2)\b`).exec(upper);
    if (eachWay) out.push(money(eachWay[1]) * 2);
  }
  return out;
}

const cents = (value: number): string => String(Math.round(value * 100));

/** Stakes are mostly whole dollars, then halves: 2 for $10.00, 1 for $10.50, 0 for $10.60. */
const roundness = (value: number): number => (Number.isInteger(value) ? 2 : Number.isInteger(value * 2) ? 1 : 0);

/** Digits a print's dots and a photo's blur turn into one another (0 read as 6 or 8, 1 as 7). */
const LOOK_ALIKE = ['0689', '17', '356'];

/** Two figures that differ by one look-alike digit, or one digit added or dropped ("1000" / "1600", "5000" / "56000"). */
function oneDigitApart(a: string, b: string): boolean {
  if (a.length === b.length) {
    const at = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    return at.length === 1 && LOOK_ALIKE.some((set) => set.includes(a[at[0]]) && set.includes(b[at[0]]));
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * The stake a fixed-odds ticket's potential return implies ("@ 2.56" ... "POTENTIAL RETURN $25.60"
 * is $10.00), when it comes to whole cents. Used only to check a labelled figure, never alone.
 */
function stakeFromReturn(lines: TicketLine[]): number[] {
  const odds = lines.map((l) => /@\s*(\d{1,3}\.\d{2})\b/.exec(l.upper)).find(Boolean);
  const ret = lines.find((l) => /\b(?:POTENTIAL|EST(?:IMATED)?|POT)\.?\s*(?:RETURN|RTN|PAYOUT)\b/.test(l.upper));
  if (!odds || !ret) return [];
  const price = Number(odds[1]);
  const amounts = moneyIn(ret.text.replace(/^.*?(RETURN|RTN|PAYOUT)/i, ''));
  if (price <= 1 || !amounts.length) return [];
  const stake = amounts[amounts.length - 1].value / price;
  return Math.abs(stake * 100 - Math.round(stake * 100)) < 0.01 ? [Math.round(stake * 100) / 100] : [];
}

export function formatMoney(value: number): string {
  return value.toFixed(2);
}
