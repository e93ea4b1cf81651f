// The many ways Australian terminals print the same fact: dates, times, money, labels, bet types,
// selections, race and runner numbers. Each function draws one form at random.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n) => String(n).padStart(2, '0');

/** A date (ISO yyyy-mm-dd) in one of the forms printers use: day first, names or numbers, 2/4-digit years, with or without separators. */
export function printDate(random, iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
  const mon = MONTHS[m - 1].slice(0, 3);
  const yy = pad(y % 100);
  const forms = [
    () => `${weekday.slice(0, 3).toUpperCase()} ${pad(d)}${mon.toUpperCase()}${yy}`,
    () => `${pad(d)}${mon.toUpperCase()}${y}`,
    () => `${weekday.slice(0, 3)} ${d} ${mon} ${y}`,
    () => `${weekday.slice(0, 3)}, ${d} ${mon} ${yy}`,
    () => `${weekday} ${d} ${MONTHS[m - 1]} ${y}`,
    () => `${weekday}, ${d} ${MONTHS[m - 1]} ${y}`,
    () => `${d} ${MONTHS[m - 1]} ${y}`,
    () => `${pad(d)}-${mon}-${y}`,
    () => `${pad(d)}-${mon.toUpperCase()}-${yy}`,
    () => `${pad(d)} ${mon.toUpperCase()} ${y}`,
    () => `${pad(d)}/${pad(m)}/${y}`,
    () => `${pad(d)}/${pad(m)}/${yy}`,
    () => `${d}/${m}/${y}`,
    () => `${pad(d)}-${pad(m)}-${y}`,
    () => `${pad(d)}.${pad(m)}.${y}`,
    () => `${pad(d)}.${pad(m)}.${yy}`,
    () => `${weekday.slice(0, 3).toUpperCase()} ${pad(d)}/${pad(m)}/${yy}`,
    () => `${weekday.slice(0, 3)} ${pad(d)}.${pad(m)}.${y}`,
    () => `${pad(d)}${pad(m)}${y}`,
    () => `${pad(d)}${pad(m)}${yy}`,
    () => `${y}-${pad(m)}-${pad(d)}`,
  ];
  return random.pick(forms)();
}

/** A time (HH:MM, 24 h) as printed: 24 or 12 hour, colon or dot, with or without a space, am/pm or a zone. */
export function printTime(random, hhmm, { seconds = null } = {}) {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? 'am' : 'pm';
  const secs = seconds === null ? '' : `:${pad(seconds)}`;
  const zone = random.pick(['AEST', 'AEDT', 'ACST', 'AWST', 'EST']);
  const forms = [
    () => `${pad(h)}:${pad(m)}${secs}`,
    () => `${pad(h)}.${pad(m)}${secs.replace(':', '.')}`,
    () => `${h12}:${pad(m)}${secs} ${ampm}`,
    () => `${h12}:${pad(m)}${secs}${ampm}`,
    () => `${h12}:${pad(m)}${secs} ${ampm.toUpperCase()}`,
    () => `${h12}:${pad(m)}${secs}${ampm.toUpperCase()}`,
    () => `${h12}.${pad(m)}${ampm}`,
    () => `${h12}:${pad(m)} ${ampm === 'am' ? 'a.m.' : 'p.m.'}`,
    () => `${pad(h)}:${pad(m)}${secs} ${zone}`,
    () => `${h12}:${pad(m)}${ampm.toUpperCase()} ${zone}`,
    () => `${pad(h)}${pad(m)} HRS`,
    () => `${pad(h)}:${pad(m)}${secs} HRS`,
  ];
  return random.pick(forms)();
}

export function printMoney(random, value, { cents = true } = {}) {
  const fixed = value.toFixed(2);
  const [whole, c] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const form = random.weighted([
    ['$', 6],
    ['$ ', 1],
    ['AUD', 1],
    ['', 1],
  ]);
  const amount = cents ? `${grouped}.${c}` : grouped;
  if (form === 'AUD') return `AUD ${amount}`;
  if (form === '') return `${amount}`;
  return `${form}${amount}`;
}

/** Words printed beside what the ticket cost. */
export const STAKE_LABELS = [
  'TOTAL',
  'TOTAL COST',
  'Total Cost',
  'TOTAL STAKE',
  'Total',
  'COST',
  'Cost',
  'TICKET COST',
  'Ticket Price',
  'PRICE',
  'INVESTMENT',
  'Investment',
  'TOTAL INVESTMENT',
  'INV',
  'OUTLAY',
  'Total Outlay',
  'AMOUNT',
  'Amount',
  'AMT',
  'TOTAL AMT',
  'AMOUNT PAID',
  'Bet Total',
  'TOTAL BET',
  'STAKE',
  'Stake',
  'SUBTOTAL',
  'CHARGE',
  'Value',
  'TOTAL PRICE',
  'Purchase',
];

/** Words printed beside the race's (or match's) start. */
export const START_LABELS = [
  'START',
  'Start',
  'STARTS',
  'JUMP',
  'Jump',
  'JUMP TIME',
  'Jumps',
  'POST TIME',
  'Post',
  'RACE TIME',
  'Race Time',
  'OFF',
  'Off Time',
  'SCHEDULED',
  'ADV START',
  'Advertised Start',
  'TIME',
  'Time',
];

/** Words printed before the outlet's name (or none). */
export const OUTLET_LABELS = [
  'OUTLET',
  'Outlet',
  'OUTLET NAME',
  'SOLD AT',
  'Sold at',
  'RETAILER',
  'Retailer',
  'STORE',
  'LOCATION',
  'Location',
  'SELLER',
  'AGENCY NAME',
  'VENUE NAME',
];

export const DATE_LABELS = ['DATE', 'Date', 'MTG DATE', 'Meeting Date', 'RACE DATE', 'Race Date', 'RACEDAY', 'EVENT DATE', 'ON', 'DAY'];
export const MEETING_LABELS = ['MTG', 'Meeting', 'MEETING', 'VENUE', 'Venue', 'TRACK', 'Track', 'COURSE', 'Course', 'MEET', 'RACECOURSE', 'CLUB'];
export const PRINT_LABELS = ['PRINTED', 'Printed', 'ISSUED', 'Issued', 'SOLD', 'Sold', 'SALE', 'Sale', 'PURCHASED', 'Purchased', 'TXN', 'Transaction', 'Bought'];
export const EXPIRY_LABELS = ['EXPIRES', 'Expires', 'VALID UNTIL', 'Valid until', 'CLAIM BY', 'Claim by', 'EXPIRY', 'Expiry', 'USE BY', 'Collect by', 'Unclaimed after'];

/** Bet types' printed names and codes. */
export const BET_SPELLINGS = {
  Win: ['WIN', 'Win', 'WN', 'W'],
  Place: ['PLACE', 'Place', 'PLC', 'PL', 'P'],
  'Each Way': ['EACH WAY', 'Each Way', 'E/W', 'EW', 'WIN/PLACE', 'Win & Place'],
  Quinella: ['QUINELLA', 'Quinella', 'QIN', 'QNL', 'QU', 'QUIN'],
  Exacta: ['EXACTA', 'Exacta', 'EXA', 'EX'],
  Trifecta: ['TRIFECTA', 'Trifecta', 'TRI', 'TFA'],
  'First 4': ['FIRST 4', 'First 4', 'FIRST FOUR', 'First Four', 'F4', 'FF', 'SUPERFECTA'],
  Duet: ['DUET', 'Duet', 'DT'],
  Quadrella: ['QUADRELLA', 'Quadrella', 'QUADDIE', 'Quaddie', 'QAD', 'QDL'],
  'Daily Double': ['DAILY DOUBLE', 'Daily Double', 'DD', 'DAILY DBL'],
  'Running Double': ['RUNNING DOUBLE', 'Running Double', 'RD', 'RUN DBL'],
  Treble: ['TREBLE', 'Treble', 'TBL'],
};

/** A race number: R5, RACE 5, Race No. 5, RACE: 5, R05, EVENT 5. */
export function printRace(random, n) {
  return random.pick([`R${n}`, `R${n}`, `RACE ${n}`, `Race ${n}`, `Race No. ${n}`, `RACE: ${n}`, `R${pad(n)}`, `RACE NO ${n}`, `Rce ${n}`, `EVENT ${n}`, `Race #${n}`]);
}

/** Runners of one leg, with one of the separators printers use. */
export function printLeg(runners, separator) {
  return runners.join(separator);
}

export const LEG_SEPARATORS = [',', ', ', '-', ' ', '+', '.'];
export const BETWEEN_LEGS = ['/', ' / ', ' > ', ' | ', ' - '];
