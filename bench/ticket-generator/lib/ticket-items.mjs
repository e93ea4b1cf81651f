// A ticket's printed items in reading order, each with a role (what it is), a label (the word the
// operator prints, drawn from the lexicons) and a value (in one of the printed forms). Families lay
// these out; the words and forms are drawn here, the same for every family.
import {
  BET_SPELLINGS,
  BETWEEN_LEGS,
  DATE_LABELS,
  EXPIRY_LABELS,
  LEG_SEPARATORS,
  MEETING_LABELS,
  OUTLET_LABELS,
  PRINT_LABELS,
  printDate,
  printMoney,
  printRace,
  printTime,
  STAKE_LABELS,
  START_LABELS,
} from './print-forms.mjs';

const OPERATORS = ['RACE & SPORT', 'TOTE RETAIL', 'WAGERWORKS', 'STATE TOTE', 'TAB-STYLE BETTING', 'PUNT RETAIL', 'BETLINE RETAIL'];
const LOTTERY_OPERATORS = ['STATE LOTTERIES', 'LOTTO NETWORK', 'THE LOTTERY OFFICE', 'LOTTERIES RETAIL'];

const item = (role, label, value, extra = {}) => ({ role, label, value, ...extra });

/** Outlet block: name (labelled or not), address, agency / terminal numbers. */
function outletItems(random, f) {
  const items = [];
  if (f.outlet) items.push(item('outlet', random.chance(0.45) ? random.pick(OUTLET_LABELS) : null, f.outlet));
  if (f.outlet && random.chance(0.5)) items.push(item('address', null, `${f.address} ${random.chance(0.5) ? `Ph ${f.phone}` : ''}`.trim()));
  const ids = [];
  if (f.agency) ids.push(`${random.pick(['AGENT', 'AGT', 'Agency', 'AGENCY NO', 'Outlet ID', 'Store #'])} ${f.agency}`);
  if (f.terminal) ids.push(`${random.pick(['TERM', 'TRM', 'Terminal', 'T/NO', 'POS'])} ${f.terminal}`);
  if (ids.length) items.push(item('ids', null, ids.join(random.pick([' ', '  ', ' / ', ' - ']))));
  return items;
}

function printedItem(random, f) {
  const seconds = f.printedSeconds;
  const value = `${printDate(random, f.printedIso)} ${printTime(random, f.printedTime, { seconds })}`;
  return item('printed', random.pick(PRINT_LABELS), value);
}

function expiryItem(random, iso) {
  return random.chance(0.5)
    ? item('expiry', random.pick(EXPIRY_LABELS), printDate(random, iso))
    : item('expiry', null, random.pick(['Tickets expire 12 months after the event', 'Unclaimed dividends expire after 12 months', 'Valid for 12 months from date of purchase']));
}

function footerItems(random, f) {
  const items = [];
  items.push(item('serial', random.pick(['TKT', 'Ticket No.', 'SERIAL', 'Ref', 'TXN ID', 'Bet ID']), f.serial));
  if (random.chance(0.6)) items.push(item('barcode', null, f.barcode));
  items.push(
    item(
      'footer',
      null,
      random.pick([
        'Please gamble responsibly',
        'GAMBLE RESPONSIBLY - CALL 1800 858 858',
        'Gambling Help 1800 858 858',
        'Think! About your choices. Call Gambling Help 1800 858 858',
        'Chances are you are about to lose. For free support call 1800 858 858',
      ]),
    ),
  );
  if (random.chance(0.4)) items.push(item('phone', random.pick(['ENQUIRIES', 'Customer service', 'Help desk']), f.phone));
  return items;
}

function selectionItems(random, f) {
  const sep = random.pick(LEG_SEPARATORS);
  let between = random.pick(BETWEEN_LEGS);
  if (sep === '-' && between.includes('-')) between = '/';
  if (f.legs.length === 1) {
    const leg = f.legs[0].join(sep);
    if (f.betType === 'Win' || f.betType === 'Place' || f.betType === 'Each Way') {
      const label = random.pick(['RUNNER', 'Runner', 'NO.', 'SEL', 'Selection', 'TAB NO', 'HORSE', f.subtypeWord === 'Greyhounds' ? 'BOX' : 'SADDLE CLOTH', null, null]);
      const value = random.pick([`${f.legs[0][0]}`, `#${f.legs[0][0]}`, `(${f.legs[0][0]})`]);
      return [item('runner', label, value)];
    }
    return [item('selections', random.pick(['SELECTIONS', 'Selections', 'SEL', 'RUNNERS', 'Runners', 'NUMBERS', null, null]), leg)];
  }
  if (f.multiRace || random.chance(0.4)) {
    return f.legs.map((leg, i) => {
      const race = f.raceNumber + (f.multiRace ? i : 0);
      const label = f.multiRace
        ? random.pick([`LEG ${i + 1} (R${race})`, `Leg ${i + 1} R${race}`, `R${race}`, `RACE ${race}`, `LEG ${i + 1}`])
        : random.pick([`${['1ST', '2ND', '3RD', '4TH'][i]}`, `${['1st', '2nd', '3rd', '4th'][i]}`, `POS ${i + 1}`, `LEG ${i + 1}`]);
      return item('leg', label, leg.join(sep));
    });
  }
  return [item('selections', random.pick(['SELECTIONS', 'Selections', 'SEL', null]), f.legs.map((l) => l.join(sep)).join(between))];
}

function racingItems(random, f) {
  const items = [];
  if (f.printCode)
    items.push(
      item(
        'code',
        null,
        random.pick(
          {
            Greyhounds: ['GREYHOUNDS', 'Greyhound Racing', 'DOGS', 'GREYHOUND'],
            Harness: ['HARNESS', 'Harness Racing', 'TROTS', 'TROTTING'],
            Horses: ['THOROUGHBREDS', 'Gallops', 'HORSES', 'Thoroughbred Racing', 'GALLOPS'],
          }[f.subtypeWord],
        ),
      ),
    );
  const tag = random.chance(0.35) ? ` (${f.venue.state})` : '';
  items.push(item('meeting', random.chance(0.75) ? random.pick(MEETING_LABELS) : null, `${random.chance(0.5) ? f.venue.name.toUpperCase() : f.venue.name}${tag}`));
  items.push(item('date', random.chance(0.7) ? random.pick(DATE_LABELS) : null, printDate(random, f.raceDate)));
  if (f.multiRace) {
    const races = Array.from({ length: f.multiRace }, (_, i) => f.raceNumber + i);
    items.push(item('race', null, random.pick([`R${races.join('-R')}`, `RACES ${races.join(',')}`, `${printRace(random, f.raceNumber)}`])));
  } else items.push(item('race', null, printRace(random, f.raceNumber)));
  if (f.showTime) items.push(item('start', random.pick(START_LABELS), printTime(random, f.raceTime)));
  const spelling = random.pick(BET_SPELLINGS[f.betType]);
  const box = f.isBoxed ? random.pick(['BOX', 'BOXED', 'Boxed', 'BX', '(BOX)']) : '';
  items.push(
    item(
      'bet',
      random.chance(0.4) ? random.pick(['BET TYPE', 'Bet Type', 'BET', 'POOL', 'Bet']) : null,
      box ? (random.chance(0.7) ? `${spelling} ${box}` : `${box} ${spelling}`) : spelling,
    ),
  );
  items.push(...selectionItems(random, f));
  if (f.flexiPct !== null)
    items.push(item('unit', null, `${random.pick(['FLEXI', 'Flexi', 'FLX'])} ${f.flexiPct}%  ${f.combos} ${random.pick(['COMBS', 'combinations', 'CMB'])}`));
  else if (f.unit !== null && f.combos > 1) items.push(item('unit', null, `${f.combos} ${random.pick(['COMBS', 'combs', 'x'])} @ ${printMoney(random, f.unit)}`));
  else if (f.betType === 'Each Way') items.push(item('unit', null, `${printMoney(random, f.unit)} ${random.pick(['E/W', 'each way', 'x 2'])}`));
  if (f.odds) items.push(item('odds', random.pick(['ODDS', 'Fixed', 'PRICE @', '@']), f.odds));
  items.push(item('stake', random.pick(STAKE_LABELS), printMoney(random, f.total)));
  if (f.odds && random.chance(0.6))
    items.push(item('return', random.pick(['POTENTIAL RETURN', 'Est. Return', 'MAX PAYOUT', 'Pot. Return', 'To Collect']), printMoney(random, f.total * Number(f.odds))));
  if (random.chance(0.35)) {
    const tendered = Math.ceil(f.total / 10) * 10 + random.pick([0, 10, 20]);
    items.push(
      item(
        'cash',
        null,
        `${random.pick(['CASH', 'Paid Cash', 'TENDERED'])} ${printMoney(random, tendered)} ${random.pick(['CHANGE', 'Change', 'CHG'])} ${printMoney(random, tendered - f.total)}`,
      ),
    );
  }
  if (random.chance(0.25)) items.push(item('balance', random.pick(['ACCOUNT BAL', 'Voucher balance', 'BALANCE']), printMoney(random, random.int(0, 400) + 0.5)));
  return items;
}

function sportsItems(random, f) {
  const items = [];
  items.push(item('code', null, random.pick(['SPORTS', 'Sports Betting', 'FIXED ODDS SPORT', 'SPORT'])));
  items.push(item('league', random.pick(['SPORT', 'Competition', 'LEAGUE', null]), f.league));
  items.push(item('match', random.pick(['EVENT', 'Match', 'GAME', null]), `${f.home} ${random.pick(['v', 'vs', 'V'])} ${f.away}`));
  items.push(item('date', random.pick(DATE_LABELS.slice(0, 2).concat(['EVENT DATE', 'Match Date'])), printDate(random, f.eventDate)));
  if (f.showTime) items.push(item('start', random.pick(['START', 'Start', 'KICK OFF', 'Bounce', 'Starts']), printTime(random, f.eventTime)));
  items.push(
    item(
      'market',
      random.pick(['MARKET', 'Market', 'BET TYPE', 'MKT']),
      random.pick(
        {
          'Head to Head': ['Head to Head', 'H2H', 'HEAD TO HEAD'],
          Line: ['Line', 'LINE', 'Handicap'],
          'Total Points': ['Total Points', 'TOTAL POINTS', 'Over/Under'],
          'Total Goals': ['Total Goals', 'TOTAL GOALS'],
          'Winning Margin': ['Winning Margin', 'MARGIN'],
        }[f.market],
      ),
    ),
  );
  items.push(item('selection', random.pick(['SELECTION', 'Selection', 'SEL', 'PICK']), `${f.selection} @ ${f.odds}`));
  items.push(item('stake', random.pick(STAKE_LABELS), printMoney(random, f.stake)));
  items.push(item('return', random.pick(['POTENTIAL RETURN', 'Est. Return', 'MAX PAYOUT', 'To Win']), printMoney(random, f.potential)));
  return items;
}

function lottoItems(random, f) {
  const items = [];
  items.push(item('game', null, random.chance(0.5) ? f.printedName.toUpperCase() : f.printedName, { big: true }));
  const drawLabel = random.pick(['DRAW', 'Draw', 'DRAW NO', 'Draw No.', 'Draw #']);
  items.push(item('drawno', drawLabel, f.draws > 1 ? `${f.drawNumber} - ${f.drawNumber + f.draws - 1} (${f.draws} draws)` : `${f.drawNumber}`));
  items.push(item('date', random.pick(['DRAW DATE', 'Draw Date', 'DRAW', 'Date', 'FIRST DRAW']), printDate(random, f.drawDate)));
  if (f.draws > 1 && random.chance(0.7)) items.push(item('lastdraw', random.pick(['LAST DRAW', 'Last Draw', 'Final draw', 'TO']), printDate(random, f.lastDrawDate)));
  items.push(
    item(
      'entry',
      random.pick(['ENTRY', 'Entry', 'TYPE', null]),
      `${f.gamesCount} ${random.pick(['GAMES', 'games', 'Games'])} ${random.pick(['-', ''])} ${f.entry === 'QuickPick' ? random.pick(['QuickPick', 'QUICK PICK', 'QP']) : random.pick(['Marked', 'MARKED'])}`.replace(
        /\s+/g,
        ' ',
      ),
    ),
  );
  f.lines.forEach((line, i) => {
    const nums = line.numbers.map((n) => String(n).padStart(2, '0')).join(' ');
    items.push(
      item(
        'gameline',
        null,
        `${String.fromCharCode(65 + i)}${random.pick([' ', '. ', ') '])}${nums}${line.pb !== null ? random.pick([` PB ${String(line.pb).padStart(2, '0')}`, ` (${String(line.pb).padStart(2, '0')})`]) : ''}`,
      ),
    );
  });
  if (random.chance(0.6))
    items.push(item('jackpot', random.pick(['Est. Division 1', 'JACKPOT', 'Est Div 1 Prize', 'FIRST DIVISION']), printMoney(random, f.jackpot, { cents: false })));
  items.push(item('stake', random.pick(STAKE_LABELS), printMoney(random, f.total)));
  if (random.chance(0.6)) items.push(item('gst', random.pick(['Includes GST', 'GST incl.', 'INC GST']), printMoney(random, f.gst)));
  return items;
}

/** Items of a racing, sports or lotto ticket: operator heading, outlet (the family puts it above or below), body, sale and expiry dates, footer. */
export function ticketItems(random, ticket) {
  const f = ticket.facts;
  const body = ticket.kind === 'racing' ? racingItems(random, f) : ticket.kind === 'sports' ? sportsItems(random, f) : lottoItems(random, f);
  const operator = item('operator', null, random.pick(ticket.kind === 'lotto' ? LOTTERY_OPERATORS : OPERATORS), { band: true });
  const outlet = outletItems(random, f);
  const sale = [printedItem(random, f)];
  if (random.chance(ticket.kind === 'lotto' ? 0.6 : 0.3)) sale.push(expiryItem(random, f.expiryIso ?? f.printedIso.replace(/^(\d{4})/, (y) => String(Number(y) + 1))));
  // The sale line sits above or below the body.
  const saleFirst = random.chance(0.4);
  return { operator, outlet, body: saleFirst ? [...sale, ...body] : [...body, ...sale], footer: footerItems(random, f) };
}
