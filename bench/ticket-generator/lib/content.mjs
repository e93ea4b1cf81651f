// What a generated ticket says (venue, race, bet, runners, money, dates, outlet ...) and its truth in
// the shape of ../shared/tickets/NNN.json. Venues, draw games and bet types come from shared/reference.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TOWNS = [
  'Mitcham',
  'Ulladulla',
  'Kogarah',
  'Toowong',
  'Bairnsdale',
  'Devonport',
  'Footscray',
  'Parramatta',
  'Glenelg',
  'Fremantle',
  'Launceston',
  'Wodonga',
  'Mildura',
  'Orange',
  'Dubbo',
  'Cairns',
  'Mackay',
  'Bunbury',
  'Penrith',
  'Frankston',
  'Geelong',
  'Ipswich',
  'Maitland',
  'Queanbeyan',
  'Tweed Heads',
  'Port Pirie',
  'Katherine',
  'Shepparton',
  'Ballina',
  'Coffs Harbour',
];
const OUTLET_KINDS = [
  'Hotel',
  'Tavern',
  'Sports Bar',
  'RSL',
  'Leagues Club',
  'Bowls Club',
  'Newsagency',
  'News & Lotto',
  'Inn',
  'Arms',
  'Sports Lounge',
  'Club',
  'Lotto & Gifts',
  'Workers Club',
  'Bistro & Bar',
];
const OUTLET_NAMES = [
  'Royal',
  'Crown',
  'Commercial',
  'Railway',
  'Exchange',
  'Criterion',
  'Star',
  'Grand',
  'Albion',
  'Court House',
  'Bridge',
  'Harbour View',
  'Golden Fleece',
  'Shamrock',
  'Post Office',
];
const SCRATCHIE_WORDS_A = ['Lucky', 'Gold', 'Cash', 'Diamond', 'Mega', 'Super', 'Red Hot', 'Lucky 7s', 'Wild', 'Triple', 'Jungle', 'Ocean', 'Festive', 'Bonus'];
const SCRATCHIE_WORDS_B = ['Riches', 'Rush', 'Fortune', 'Bingo', 'Crossword', 'Bucks', 'Treasure', 'Jackpot', 'Spin', 'Match', 'Money', 'Gems'];
const TEAMS = {
  AFL: [
    'Collingwood',
    'Carlton',
    'Essendon',
    'Richmond',
    'Geelong',
    'Hawthorn',
    'Sydney Swans',
    'West Coast',
    'Fremantle',
    'Brisbane Lions',
    'St Kilda',
    'North Melbourne',
    'Adelaide',
    'Port Adelaide',
  ],
  NRL: ['Storm', 'Broncos', 'Roosters', 'Rabbitohs', 'Panthers', 'Sea Eagles', 'Eels', 'Sharks', 'Cowboys', 'Raiders', 'Knights', 'Dragons', 'Titans', 'Warriors'],
  'A-League': ['Sydney FC', 'Melbourne Victory', 'Western Sydney', 'Adelaide United', 'Perth Glory', 'Central Coast', 'Wellington Phoenix', 'Macarthur FC'],
  NBL: ['Sydney Kings', 'Melbourne United', 'Perth Wildcats', 'Adelaide 36ers', 'Brisbane Bullets', 'Cairns Taipans'],
};
const MARKETS = {
  AFL: ['Head to Head', 'Line', 'Total Points', 'Winning Margin'],
  NRL: ['Head to Head', 'Line', 'Total Points', 'Winning Margin'],
  'A-League': ['Head to Head', 'Total Goals', 'Line'],
  NBL: ['Head to Head', 'Line', 'Total Points'],
};

export function loadReference(referenceDir) {
  const read = (file) => JSON.parse(readFileSync(path.join(referenceDir, file), 'utf8'));
  const venues = read('race-venues.json');
  const games = read('lottery-games.json');
  const bets = read('bet-types.json');
  const codesByName = new Map();
  for (const code of ['thoroughbred', 'harness', 'greyhound']) {
    for (const v of venues[code]) {
      if (v.country !== 'AUS') continue;
      const set = codesByName.get(v.name) ?? new Set();
      set.add(code);
      codesByName.set(v.name, set);
    }
  }
  const venueList = [];
  for (const code of ['thoroughbred', 'harness', 'greyhound']) {
    for (const v of venues[code]) if (v.country === 'AUS' && !v.verify) venueList.push({ name: v.name, state: v.state, code, codes: codesByName.get(v.name) });
  }
  const drawGames = games.games
    .filter((g) => g.matrix && g.matrix.pick && g.draw_days && g.draw_days[0] !== 'Instant (no draw)')
    .map((g) => ({
      name: g.name,
      brands: Object.values(g.state_brands ?? {}).flatMap((b) => b.split(' / ')),
      days: g.draw_days,
      pick: g.matrix.pick,
      pool: Number(String(g.matrix.pool).split(/[–-]/)[1]),
      powerball: Boolean(g.matrix.powerball),
    }));
  const racingBets = bets.bet_types.filter((b) => b.category.startsWith('racing')).map((b) => b.name);
  return { venueList, drawGames, racingBets };
}

const pad = (n) => String(n).padStart(2, '0');
const isoOf = (date) => date.toISOString().slice(0, 10);
const addDays = (iso, days) => isoOf(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000));
const WEEKDAY_INDEX = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };

function randomDate(random) {
  return isoOf(new Date(Date.UTC(random.int(2024, 2026), random.int(0, 11), random.int(1, 28))));
}

function randomOutlet(random, reference) {
  const town = random.chance(0.2) ? random.pick(reference.venueList).name : random.pick(TOWNS);
  const kind = random.pick(OUTLET_KINDS);
  return random.weighted([
    [`${random.pick(OUTLET_NAMES)} ${kind} ${town}`, 3],
    [`${town} ${kind}`, 3],
    [`The ${random.pick(OUTLET_NAMES)} ${kind}`, 2],
  ]);
}

function emptyTruth() {
  return {
    type: null,
    amount: null,
    description: null,
    location: null,
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    horseNumber: null,
    horseSelections: null,
    betType: null,
    isBoxed: null,
    subtype: null,
    racingSubtype: null,
  };
}

/** Common facts of a sold ticket: outlet, agency and terminal numbers, print time, serial, phone. */
function saleFacts(random, reference, eventIso) {
  const printedIso = addDays(eventIso, -random.int(0, 6));
  return {
    outlet: random.chance(0.85) ? randomOutlet(random, reference) : null,
    agency: random.chance(0.7) ? String(random.int(100, 99999)).padStart(5, '0') : null,
    terminal: random.chance(0.7) ? String(random.int(1, 40)) : null,
    sequence: String(random.int(1000, 9999)),
    printedIso,
    printedTime: `${pad(random.int(8, 21))}:${pad(random.int(0, 59))}`,
    printedSeconds: random.chance(0.7) ? random.int(0, 59) : null,
    serial: Array.from({ length: 4 }, () => random.int(1000, 9999)).join('-'),
    barcode: Array.from({ length: 16 }, () => random.int(0, 9)).join(''),
    phone: `(0${random.int(2, 8)}) 5550 ${random.int(1000, 9999)}`,
    address: `${random.int(1, 300)} ${random.pick(['Main', 'Church', 'George', 'High', 'Station', 'Bay'])} ${random.pick(['St', 'Rd', 'Hwy', 'Pde'])}`,
  };
}

function racing(random, reference) {
  const venue = random.pick(reference.venueList);
  const greyhound = venue.code === 'greyhound';
  const field = greyhound ? 8 : random.int(8, 16);
  const raceDate = randomDate(random);
  const raceNumber = random.int(1, 12);
  const raceTime = `${pad(random.int(11, 22))}:${pad(random.int(0, 11) * 5 + random.int(0, 4))}`;
  const betType = random.weighted([
    ['Win', 4],
    ['Place', 2],
    ['Each Way', 2],
    ['Quinella', 2],
    ['Exacta', 2],
    ['Trifecta', 3],
    ['First 4', 2],
    ['Duet', 1],
    ['Quadrella', 2],
    ['Daily Double', 1],
    ['Running Double', 1],
    ['Treble', 1],
  ]);
  const single = ['Win', 'Place', 'Each Way'].includes(betType);
  const multiRace = { Quadrella: 4, 'Daily Double': 2, 'Running Double': 2, Treble: 3 }[betType] ?? 0;
  const boxable = ['Exacta', 'Trifecta', 'First 4'].includes(betType);
  const isBoxed = boxable && random.chance(0.45);
  let legs;
  let combos = 1;
  if (single) legs = [[random.int(1, field)]];
  else if (betType === 'Quinella' || betType === 'Duet' || isBoxed) {
    const need = { Quinella: 2, Duet: 2, Exacta: 2, Trifecta: 3, 'First 4': 4 }[betType];
    const n = random.int(need, Math.min(field, need + 3));
    legs = [random.distinct(n, 1, field)];
    const perm = (k) => Array.from({ length: need }, (_, i) => k - i).reduce((a, b) => a * b, 1);
    combos = betType === 'Quinella' || betType === 'Duet' ? (n * (n - 1)) / 2 : perm(n);
  } else if (multiRace) {
    legs = Array.from({ length: multiRace }, () => random.distinct(random.int(1, 3), 1, field));
    combos = legs.reduce((a, l) => a * l.length, 1);
  } else {
    const positions = { Exacta: 2, Trifecta: 3, 'First 4': 4 }[betType];
    legs = Array.from({ length: positions }, () => random.distinct(random.int(1, 3), 1, field));
    combos = Math.max(
      1,
      legs.reduce((a, l) => a * l.length, 1),
    );
  }
  const flexi = !single && random.chance(0.25);
  let unit = single ? random.pick([1, 2, 5, 10, 20, 25, 50]) : random.pick([0.5, 1, 1, 2, 5]);
  let total = single ? unit * (betType === 'Each Way' ? 2 : 1) : unit * combos;
  let flexiPct = null;
  if (flexi) {
    total = random.pick([5, 10, 12, 15, 20, 24, 30, 50]);
    flexiPct = Math.round((total / combos) * 10000) / 100;
    unit = null;
  }
  if (total >= 10000) total = 9000;
  const subtypeWord = greyhound ? 'Greyhounds' : venue.code === 'harness' ? 'Harness' : 'Horses';
  // The racing code may be left off only when the venue runs one code.
  const printCode = venue.codes.size > 1 || random.chance(0.6);
  const truth = {
    ...emptyTruth(),
    type: 'wagering',
    amount: Math.round(total * 100) / 100,
    racetrack: venue.name,
    raceDate,
    // A multi-race bet's race number is its first leg's.
    raceNumber,
    horseNumber: single ? legs[0][0] : null,
    horseSelections: single ? null : legs.map((l) => l.join(',')).join('/'),
    betType,
    isBoxed,
    subtype: 'Racing',
    racingSubtype: greyhound ? 'Greyhounds' : 'Horses',
  };
  const showTime = random.chance(0.8);
  truth.raceTime = showTime ? raceTime : null;
  const sale = saleFacts(random, reference, raceDate);
  truth.location = sale.outlet;
  return {
    kind: 'racing',
    truth,
    facts: {
      venue,
      raceDate,
      raceNumber,
      raceTime,
      showTime,
      betType,
      legs,
      isBoxed,
      combos,
      unit,
      flexiPct,
      total,
      subtypeWord,
      printCode,
      multiRace,
      ...sale,
      odds: single && random.chance(0.4) ? random.float(1.5, 30).toFixed(2) : null,
    },
  };
}

function sports(random, reference) {
  const league = random.pick(Object.keys(TEAMS));
  const [home, away] = random.shuffle(TEAMS[league]).slice(0, 2);
  const market = random.pick(MARKETS[league]);
  const eventDate = randomDate(random);
  const eventTime = `${pad(random.int(12, 20))}:${pad(random.pick([0, 5, 10, 15, 30, 35, 40, 45, 50]))}`;
  const stake = random.pick([5, 10, 20, 25, 50, 100]);
  const odds = random.float(1.3, 4.5).toFixed(2);
  const selection =
    market === 'Total Points' || market === 'Total Goals'
      ? `${random.pick(['Over', 'Under'])} ${random.int(30, 180)}.5`
      : market === 'Line'
        ? `${random.pick([home, away])} ${random.pick(['+', '-'])}${random.int(1, 20)}.5`
        : market === 'Winning Margin'
          ? `${random.pick([home, away])} 1-${random.pick([12, 39])}`
          : random.pick([home, away]);
  const showTime = random.chance(0.7);
  const sale = saleFacts(random, reference, eventDate);
  const truth = {
    ...emptyTruth(),
    type: 'wagering',
    amount: stake,
    location: sale.outlet,
    raceDate: eventDate,
    raceTime: showTime ? eventTime : null,
    betType: market,
    subtype: 'Sports Betting',
  };
  return {
    kind: 'sports',
    truth,
    facts: { league, home, away, market, selection, odds, stake, eventDate, eventTime, showTime, potential: Math.round(stake * Number(odds) * 100) / 100, ...sale },
  };
}

function lotto(random, reference) {
  const game = random.pick(reference.drawGames);
  let drawDate = randomDate(random);
  if (!game.days.includes('Daily')) {
    const wanted = random.pick(game.days.map((d) => WEEKDAY_INDEX[d]));
    while (new Date(`${drawDate}T00:00:00Z`).getUTCDay() !== wanted) drawDate = addDays(drawDate, 1);
  }
  const draws = random.weighted([
    [1, 6],
    [2, 1],
    [3, 1],
    [5, 1],
  ]);
  const gamesCount = random.pick([4, 6, 8, 10, 12, 14, 18]);
  const entry = random.weighted([
    ['QuickPick', 5],
    ['Marked', 3],
  ]);
  const lines = Array.from({ length: Math.min(gamesCount, 12) }, () => ({ numbers: random.distinct(game.pick, 1, game.pool), pb: game.powerball ? random.int(1, 20) : null }));
  const pricePerGame = { 'Saturday Lotto': 0.8, 'Weekday Windfall': 0.8, 'Oz Lotto': 1.65, Powerball: 1.6, 'Set for Life': 1.5 }[game.name] ?? 1;
  const total = Math.round(gamesCount * pricePerGame * draws * 100) / 100;
  const sale = saleFacts(random, reference, drawDate);
  const drawNumber = random.int(1000, 4600);
  const printedName = game.brands.length && random.chance(0.4) ? (random.pick(game.brands.filter((b) => b !== 'Lotto')) ?? game.name) : game.name;
  const truth = { ...emptyTruth(), type: 'lottery', amount: total, location: sale.outlet, raceDate: drawDate, subtype: game.name };
  const expiryIso = addDays(drawDate, random.pick([365, 366, 180]));
  return {
    kind: 'lotto',
    truth,
    facts: {
      game,
      printedName,
      drawDate,
      draws,
      lastDrawDate: addDays(drawDate, 7 * (draws - 1)),
      drawNumber,
      gamesCount,
      entry,
      lines,
      total,
      gst: Math.round((total / 11) * 100) / 100,
      jackpot: random.pick([2, 5, 10, 20, 30, 60]) * 1000000,
      expiryIso,
      ...sale,
    },
  };
}

function scratchie(random) {
  const price = random.pick([1, 2, 3, 5, 5, 10, 10, 20, 30]);
  const name = `${random.pick(SCRATCHIE_WORDS_A)} ${random.pick(SCRATCHIE_WORDS_B)}`;
  const top = random.pick([10000, 25000, 50000, 100000, 250000, 1000000]);
  const won = random.chance(0.3) ? random.pick([price, price * 2, price * 5, 50]) : null;
  const truth = { ...emptyTruth(), type: 'lottery', amount: price, subtype: 'Scratchies' };
  return {
    kind: 'scratchie',
    truth,
    facts: {
      price,
      name,
      top,
      won,
      prizes: [top, top / 10, 500, 100, 50, 20, price * 2, price].filter((v, i, a) => a.indexOf(v) === i),
      serial: `${random.int(100, 999)}-${random.int(100000, 999999)}-${random.int(100, 999)}`,
      hue: random.int(0, 359),
    },
  };
}

/** One ticket's content and truth, its kind drawn as the shared set's mix (half racing, some sports, lotto, scratchies). */
export function drawTicket(random, reference) {
  const kind = random.weighted([
    ['racing', 50],
    ['sports', 10],
    ['lotto', 28],
    ['scratchie', 12],
  ]);
  if (kind === 'racing') return racing(random, reference);
  if (kind === 'sports') return sports(random, reference);
  if (kind === 'lotto') return lotto(random, reference);
  return scratchie(random);
}
