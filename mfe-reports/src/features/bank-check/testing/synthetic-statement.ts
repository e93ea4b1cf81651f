import Papa from 'papaparse';
import type { BankLine } from '../lib/bank-line';

/**
 * Synthetic bank statements with their truth, for the parser and detection tests and the bench. Nothing here is a
 * real person's statement: merchants, amounts and dates come from a seeded generator, and each transaction carries
 * what it really is (gambling for sure, possibly gambling, or not) next to the text a bank would print.
 */

export type Truth = 'sure' | 'possible' | 'no';
export interface SyntheticLine extends BankLine {
  truth: Truth;
  /** The operator a 'sure' or 'possible' line goes to ('' for none). */
  operator: string;
  /** Why the line is in the set, e.g. 'card', 'BPAY', 'look-alike', 'venue cash'. */
  kind: string;
}

/** mulberry32: a small seeded generator, so a seed always makes the same statement. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof seeded>;

/** How banks print the licensed operators (names as on statements; the detection list is built apart from these). */
const SURE_NAMES: Record<string, string[]> = {
  Sportsbet: ['SPORTSBET', 'SPORTSBET.COM.AU', 'Sportsbet Pty Ltd'],
  Ladbrokes: ['LADBROKES', 'LADBROKES.COM.AU', 'Ladbrokes Australia'],
  Neds: ['NEDS.COM.AU', 'Neds International'],
  PointsBet: ['POINTSBET', 'POINTSBETAUSTRALIA', 'PointsBet Pty Ltd'],
  bet365: ['BET365', 'bet365 Australia'],
  TAB: ['TAB.COM.AU', 'TABCORP', 'TAB NSW', 'TAB VIC', 'TAB ONLINE'],
  TABtouch: ['TABTOUCH', 'TABtouch WA'],
  Betfair: ['BETFAIR', 'Betfair Pty Ltd'],
  BlueBet: ['BLUEBET', 'BlueBet.com.au'],
  Betr: ['BETR.COM.AU', 'Betr Pty Ltd'],
  Palmerbet: ['PALMERBET'],
  Picklebet: ['PICKLEBET'],
  Dabble: ['DABBLE SPORTS', 'DABBLE.COM.AU'],
  'The Lott': ['THE LOTT', 'TATTS ONLINE', 'NSW LOTTERIES', 'GOLDEN CASKET', 'TheLott.com'],
  Lotterywest: ['LOTTERYWEST'],
  'Oz Lotteries': ['OZLOTTERIES.COM', 'Oz Lotteries'],
  Keno: ['KENO ONLINE', 'KENO.COM.AU'],
};
const CASINO_PURCHASES: Array<[string, string]> = [
  ['Crown', 'CROWN MELBOURNE'],
  ['Crown', 'CROWN PERTH'],
  ['The Star', 'THE STAR SYDNEY'],
  ['The Star', 'STAR GOLD COAST'],
];
const VENUES = [
  'CASINO NSW',
  'CAMPSIE RSL CLUB',
  'ROYAL HOTEL',
  'PENRITH PANTHERS LEAGUES CLUB',
  'BANKSTOWN SPORTS CLUB',
  'THE VILLAGE TAVERN',
  'CROWN CASINO',
  'MOUNT PRITCHARD WORKERS CLUB',
];
const CITIES = ['SYDNEY', 'MELBOURNE', 'BRISBANE', 'PERTH', 'ADELAIDE', 'HOBART', 'DARWIN', 'PARRAMATTA', 'GEELONG', 'TOWNSVILLE'];
/** Merchants that look like gambling and are not: 'TAB' inside other words, stationery-only newsagents, pubs' food. */
const LOOK_ALIKES = [
  'TABLE TOP CAFE',
  'STABLE COFFEE ROASTERS',
  'TABBY PET SUPPLIES',
  'KEBAB TABRIZ',
  'NEWSXPRESS PENRITH',
  'NEWSAGENCY STATIONERY SUPPLIES',
  'NEWSLINK SYDNEY AIRPORT',
  'ROYAL HOTEL BISTRO',
  'LORD NELSON HOTEL',
  'THE OLD PUB KITCHEN',
  'CROWN PAINTS',
  'STARTRACK EXPRESS',
  'BETTA ELECTRICAL',
  'ALPHABET SOUP CAFE',
  'BETHANY CHURCH',
  'NEDLANDS PHARMACY',
  'POINTS PLUS REWARDS',
  'LOTTE MART',
  'KENOS BAKERY',
  'STAR PIZZA',
  'TABLEAU SOFTWARE',
  'CAPITAL TABLES',
  'SPORTSPOWER',
  'LOTUS THAI',
  'CASINO NSW POST OFFICE',
  'TAB KITCHEN',
  'BAR TAB',
  'DABBLE ART SUPPLIES',
  'BETR HOMES',
  'NEDS PLUMBING',
  'KENO ROAD MEDICAL',
  'LOTTERY WEST NEWSAGENCY',
];
const EVERYDAY = [
  'WOOLWORTHS',
  'COLES',
  'ALDI STORES',
  'BP EXPRESS',
  'AMPOL',
  'NETFLIX.COM',
  'TELSTRA',
  'BUNNINGS',
  'KMART',
  'JB HI-FI',
  'CHEMIST WAREHOUSE',
  "MCDONALD'S",
  'UBER *TRIP',
  'OPAL TRAVEL',
  'ORIGIN ENERGY',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ref = (r: Random) => String(r.int(100000, 99999999));

function cardText(r: Random, name: string): string {
  const city = r.pick(CITIES);
  return r.pick([
    () => `VISA PURCHASE ${name} ${city} ${pad(r.int(1, 28))}/${pad(r.int(1, 12))}`,
    () => `EFTPOS ${name} ${city} AU`,
    () => `${name} ${city} AUS Card xx${r.int(1000, 9999)}`,
    () => `DEBIT CARD PURCHASE ${name}, ${city}`,
    () => `${name} ${city}`,
  ])();
}

/** Licensed operators the detection list does not name (held out): their lines count against recall. */
const UNLISTED = ['ZBET', 'MIDASBET', 'SWIFTBET', 'GOLDBET'];

/** How a printed name varies between banks and processors: glued with '*' or '-', a web address, a PayPal wrapper, lower case. */
function variant(r: Random, name: string): string {
  return r.pick([
    () => name,
    () => name,
    () => name,
    () => `${name.replace(/ /g, '')}*${r.pick(['DEPOSIT', 'AU', 'ONLINE', 'MELB'])}`,
    () => `${name}-${r.pick(['MELB', 'SYD', 'DARWIN'])}`,
    () => `WWW.${name.replace(/ /g, '')}${name.includes('.') ? '' : '.COM.AU'}`,
    () => `PAYPAL *${name.replace(/ /g, '')}`,
    () => name.toLowerCase(),
  ])();
}

function gamblingLine(r: Random): Omit<SyntheticLine, 'date' | 'pending'> {
  const unlisted = r.next() < 0.02;
  const operator = unlisted ? r.pick(UNLISTED) : r.pick(Object.keys(SURE_NAMES));
  const name = unlisted ? operator : variant(r, r.pick(SURE_NAMES[operator]));
  const roll = r.next();
  const small = () => -r.int(5, 200) * 100 - r.pick([0, 0, 50, 99]);
  if (roll < 0.4) return { description: cardText(r, name), amountCents: small(), truth: 'sure', operator, kind: 'card' };
  if (roll < 0.5) return { description: `BPAY ${name} ${ref(r)}`, amountCents: small(), truth: 'sure', operator, kind: 'BPAY' };
  if (roll < 0.6) return { description: `POLI PAYMENT ${name} ${ref(r)}`, amountCents: small(), truth: 'sure', operator, kind: 'POLi' };
  if (roll < 0.72)
    return { description: r.pick([`OSKO PAYMENT TO ${name} REF ${ref(r)}`, `PAYID TRANSFER ${name}`]), amountCents: small(), truth: 'sure', operator, kind: 'PayID/Osko' };
  if (roll < 0.9) {
    return {
      description: r.pick([`${name} WITHDRAWAL ${ref(r)}`, `DIRECT CREDIT ${name} ${ref(r)}`, `OSKO DEPOSIT FROM ${name}`]),
      amountCents: r.int(10, 2500) * 100,
      truth: 'sure',
      operator,
      kind: 'came back',
    };
  }
  return { description: `${r.pick(['REFUND', 'REVERSAL'])} ${name} ${r.pick(CITIES)}`, amountCents: r.int(5, 100) * 100, truth: 'sure', operator, kind: 'refund' };
}

function otherLine(r: Random): Omit<SyntheticLine, 'date' | 'pending'> {
  const roll = r.next();
  if (roll < 0.08) {
    const [operator, name] = r.pick(CASINO_PURCHASES);
    return { description: cardText(r, name), amountCents: -r.int(20, 300) * 100, truth: 'possible', operator, kind: 'casino purchase' };
  }
  if (roll < 0.2) {
    const venue = r.pick(VENUES);
    return {
      description: r.pick([`ATM WITHDRAWAL ${venue} ${r.pick(CITIES)}`, `EFTPOS CASH OUT ${venue}`, `CASH WITHDRAWAL ${venue} ${r.pick(CITIES)} AU`]),
      amountCents: -r.int(2, 40) * 1000,
      truth: 'possible',
      operator: 'Cash at clubs, hotels and casinos',
      kind: 'venue cash',
    };
  }
  if (roll < 0.55) return { description: cardText(r, r.pick(LOOK_ALIKES)), amountCents: -r.int(3, 120) * 100 - r.int(0, 99), truth: 'no', operator: '', kind: 'look-alike' };
  if (roll < 0.6) return { description: `ATM WITHDRAWAL WESTPAC ${r.pick(CITIES)}`, amountCents: -r.int(2, 40) * 1000, truth: 'no', operator: '', kind: 'bank atm' };
  if (roll < 0.65) return { description: `SALARY ACME PTY LTD ${ref(r)}`, amountCents: r.int(1500, 6000) * 100, truth: 'no', operator: '', kind: 'salary' };
  if (roll < 0.7) return { description: `OSKO PAYMENT TO J SMITH RENT ${ref(r)}`, amountCents: -r.int(300, 700) * 100, truth: 'no', operator: '', kind: 'transfer' };
  return { description: cardText(r, r.pick(EVERYDAY)), amountCents: -r.int(2, 250) * 100 - r.int(0, 99), truth: 'no', operator: '', kind: 'everyday' };
}

export interface StatementOptions {
  seed: number;
  count: number;
  /** Share of lines that are gambling for sure (the rest: look-alikes, venue cash, casino purchases, everyday). */
  gamblingShare?: number;
  /** First date, 'YYYY-MM-DD'; lines run about a day apart over the following months. */
  from?: string;
  /** Share of lines still pending. */
  pendingShare?: number;
}

/** A labelled statement: `count` lines, oldest first, each with its truth. */
export function syntheticStatement(options: StatementOptions): SyntheticLine[] {
  const r = seeded(options.seed);
  const start = Date.parse(`${options.from ?? '2026-01-01'}T00:00:00Z`);
  // A busy account's year: lines spread over at most 365 days (at least 90).
  const span = Math.min(365, Math.max(options.count, 90));
  const lines: SyntheticLine[] = [];
  for (let i = 0; i < options.count; i++) {
    const base = r.next() < (options.gamblingShare ?? 0.25) ? gamblingLine(r) : otherLine(r);
    const date = new Date(start + Math.floor((i / options.count) * span) * 86_400_000).toISOString().slice(0, 10);
    const pending = r.next() < (options.pendingShare ?? 0);
    lines.push({ ...base, date, pending, description: pending ? `PENDING - ${base.description}` : base.description });
  }
  return lines;
}

/** The file layouts the parser must read: the major Australian banks' CSV exports, a generic one, OFX, QFX and QIF. */
export const LAYOUTS = ['commbank', 'westpac', 'nab', 'anz', 'ing', 'macquarie', 'bendigo', 'up', 'generic-header-line-3', 'ofx', 'qfx', 'qif'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface WriteOptions {
  bom?: boolean;
  crlf?: boolean;
  /** Amounts of $1,000 and more written with a thousands separator (then quoted in CSV). */
  thousands?: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const dmy = (date: string) => {
  const [y, m, d] = ymd(date);
  return `${pad(d)}/${pad(m)}/${y}`;
};
const money = (cents: number, o: WriteOptions, signed: 'always' | 'minus' | 'none') => {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const text = `${o.thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${pad(abs % 100)}`;
  if (signed === 'none') return text;
  if (cents < 0) return `-${text}`;
  return signed === 'always' ? `+${text}` : text;
};

function csv(rows: Array<Array<string | number>>, o: WriteOptions, quotes = false): string {
  return Papa.unparse(rows, { quotes, newline: o.crlf ? '\r\n' : '\n' });
}

/** The statement file a bank would give for these lines, in `layout`. OFX, QFX and QIF carry no pending lines (banks leave them out). */
export function writeStatement(lines: SyntheticLine[], layout: Layout, o: WriteOptions = {}): string {
  const eol = o.crlf ? '\r\n' : '\n';
  const settled = lines.filter((l) => !l.pending);
  let balance = 500_000;
  const bal = (l: BankLine) => money((balance += l.amountCents), o, 'always');
  let body: string;
  switch (layout) {
    case 'commbank':
      body = csv(
        lines.map((l) => [dmy(l.date), money(l.amountCents, o, 'always'), l.description, bal(l)]),
        o,
        true,
      );
      break;
    case 'westpac':
      body = csv(
        [
          ['Bank Account', 'Date', 'Narrative', 'Debit Amount', 'Credit Amount', 'Balance', 'Categories', 'Serial'],
          ...lines.map((l) => [
            '732-000 123456',
            dmy(l.date),
            l.description,
            l.amountCents < 0 ? money(l.amountCents, o, 'none') : '',
            l.amountCents >= 0 ? money(l.amountCents, o, 'none') : '',
            bal(l),
            'OTHER',
            '',
          ]),
        ],
        o,
      );
      break;
    case 'nab':
      body = csv(
        [
          ['Date', 'Amount', 'Account Number', '', 'Transaction Type', 'Transaction Details', 'Balance', 'Category', 'Merchant Name'],
          ...lines.map((l) => {
            const [y, m, d] = ymd(l.date);
            return [`${pad(d)} ${MONTHS[m - 1]} ${String(y).slice(2)}`, money(l.amountCents, o, 'minus'), '083-000 12345678', '', 'MISC', l.description, bal(l), 'Other', ''];
          }),
        ],
        o,
      );
      break;
    case 'anz':
      body = csv(
        lines.map((l) => [dmy(l.date), money(l.amountCents, o, 'minus'), l.description]),
        o,
        true,
      );
      break;
    case 'ing':
      body = csv(
        [
          ['Date', 'Description', 'Credit', 'Debit', 'Balance'],
          ...lines.map((l) => [
            dmy(l.date),
            l.description,
            l.amountCents >= 0 ? money(l.amountCents, o, 'none') : '',
            l.amountCents < 0 ? money(l.amountCents, o, 'minus') : '',
            bal(l),
          ]),
        ],
        o,
      );
      break;
    case 'macquarie':
      body = csv(
        [
          ['Transaction Date', 'Details', 'Account', 'Category', 'Subcategory', 'Tags', 'Notes', 'Debit', 'Credit', 'Balance', 'Original Description'],
          ...lines.map((l) => {
            const [y, m, d] = ymd(l.date);
            return [
              `${pad(d)} ${MONTHS[m - 1]} ${y}`,
              '',
              'Transaction Account',
              'Other',
              '',
              '',
              '',
              l.amountCents < 0 ? money(l.amountCents, o, 'none') : '',
              l.amountCents >= 0 ? money(l.amountCents, o, 'none') : '',
              bal(l),
              l.description,
            ];
          }),
        ],
        o,
      );
      break;
    case 'bendigo':
      body = csv(
        [
          ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
          ...lines.map((l) => {
            const [y, m, d] = ymd(l.date);
            return [
              `${d}/${m}/${String(y).slice(2)}`,
              l.description,
              l.amountCents < 0 ? `$${money(l.amountCents, o, 'none')}` : '',
              l.amountCents >= 0 ? `$${money(l.amountCents, o, 'none')}` : '',
              bal(l),
            ];
          }),
        ],
        o,
      );
      break;
    case 'up':
      body = csv(
        [
          [
            'Time',
            'BSB / Account Number',
            'Transaction Type',
            'Payee',
            'Description',
            'Category',
            'Tags',
            'Subtotal (AUD)',
            'Currency',
            'Subtotal (Transaction Currency)',
            'Round Up (AUD)',
            'Total (AUD)',
            'Payment Method',
            'Settled Date',
          ],
          ...lines.map((l) => [
            `${l.date} ${pad(10 + (l.amountCents % 9 === 0 ? 1 : 2))}:15`,
            '633-123 456789',
            'Purchase',
            '',
            l.description,
            '',
            '',
            money(l.amountCents, o, 'minus'),
            'AUD',
            money(l.amountCents, o, 'minus'),
            '0.00',
            money(l.amountCents, o, 'minus'),
            'Debit card',
            l.pending ? '' : l.date,
          ]),
        ],
        o,
      );
      break;
    case 'generic-header-line-3':
      body = [
        csv([['Account name: Everyday Account']], o),
        csv([['Statement period', `${dmy(lines[0].date)} to ${dmy(lines[lines.length - 1].date)}`]], o),
        csv(
          [
            ['Date', 'Description', 'Amount', 'Status'],
            ...lines.map((l) => {
              const [y, m, d] = ymd(l.date);
              return [
                `${pad(d)}-${pad(m)}-${y}`,
                l.description.replace(/^PENDING - /, ''),
                `${money(l.amountCents, o, 'none')} ${l.amountCents < 0 ? 'DR' : 'CR'}`,
                l.pending ? 'Pending' : 'Posted',
              ];
            }),
          ],
          o,
        ),
      ].join(eol);
      break;
    case 'ofx':
      body = [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        'VERSION:102',
        'SECURITY:NONE',
        'ENCODING:USASCII',
        'CHARSET:1252',
        'COMPRESSION:NONE',
        'OLDFILEUID:NONE',
        'NEWFILEUID:NONE',
        '',
        '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260301000000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
        '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062000<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
        ...settled.map(
          (l, i) =>
            `<STMTTRN><TRNTYPE>${l.amountCents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${l.date.replace(/-/g, '')}000000<TRNAMT>${(l.amountCents / 100).toFixed(2)}<FITID>${i + 1}<MEMO>${l.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</STMTTRN>`,
        ),
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      ].join(eol);
      break;
    case 'qfx':
      body = [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<?OFX OFXHEADER="200" VERSION="202" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
        '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260301000000</DTSERVER><LANGUAGE>ENG</LANGUAGE><INTU.BID>3000</INTU.BID></SONRS></SIGNONMSGSRSV1>',
        '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>AUD</CURDEF><BANKTRANLIST>',
        ...settled.map(
          (l, i) =>
            `<STMTTRN><TRNTYPE>${l.amountCents < 0 ? 'DEBIT' : 'CREDIT'}</TRNTYPE><DTPOSTED>${l.date.replace(/-/g, '')}120000[+10:AEST]</DTPOSTED><TRNAMT>${(l.amountCents / 100).toFixed(2)}</TRNAMT><FITID>${i + 1}</FITID><NAME>${l.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</NAME></STMTTRN>`,
        ),
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      ].join(eol);
      break;
    case 'qif':
      body = ['!Type:Bank', ...settled.flatMap((l) => [`D${dmy(l.date)}`, `T${money(l.amountCents, o, 'minus')}`, `P${l.description}`, '^'])].join(eol);
      break;
  }
  return `${o.bom ? '\uFEFF' : ''}${body}${eol}`;
}

/** What a correct reader finds in `writeStatement(lines, layout)`: the lines as BankLines, pending ones only where the layout keeps them. */
export function expectedLines(lines: SyntheticLine[], layout: Layout): BankLine[] {
  const kept = layout === 'ofx' || layout === 'qfx' || layout === 'qif' ? lines.filter((l) => !l.pending) : lines;
  return kept.map((l) => ({
    date: l.date,
    description: layout === 'generic-header-line-3' ? l.description.replace(/^PENDING - /, '') : l.description,
    amountCents: l.amountCents,
    pending: layout === 'up' || layout === 'generic-header-line-3' || !(layout === 'ofx' || layout === 'qfx' || layout === 'qif') ? l.pending : false,
  }));
}
