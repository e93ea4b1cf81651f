import { readTicketText } from '../src';

/** Hand-written tickets: each carries distractors a naive parser would grab, with the values it must give. */
describe('readTicketText on hand-written tickets', () => {
  it('reads a dot-matrix boxed trifecta and ignores tendered cash, change, serial, agent and phone numbers', () => {
    const { fields, confidence } = readTicketText(`
************* AUSTOTE RETAIL *************
OUTLET: SETTLERS HOTEL WYNNUM
303 HIGH HWY WYNNUM
AGT 6903 TRM 10 SEQ 8450
12/04/2024                       15:05:46
MTG: FLEMINGTON          TYPE: THOROUGHBRED
R7  15/04/2024              START 15.36
TRI BOX
  1,3,5
  $1.00 X 6 COMB                  = $6.00
TOTAL $6.00
TENDERED $20.00              CHANGE $14.00
TKT 1406-9454-1663-6610
285804975825732997
GAMBLE RESPONSIBLY - CALL 1800 858 858
ENQUIRIES 0491 576 398`);
    expect(fields).toMatchObject({
      type: 'wagering',
      amount: '6.00',
      location: 'Settlers Hotel Wynnum',
      racetrack: 'Flemington',
      raceDate: '2024-04-15',
      raceTime: '15:36',
      raceNumber: 7,
      horseNumber: null,
      horseSelections: '1,3,5',
      betType: 'Trifecta',
      isBoxed: true,
      subtype: 'Racing',
      racingSubtype: 'Horses',
      description: 'Trifecta BOX 1,3,5 - Flemington R7',
    });
    expect(confidence.amount).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a thermal each-way bet: the outlay is both halves, the voucher balance is not the cost', () => {
    const { fields } = readTicketText(`
STATEWIDE TOTE
RACE & SPORT
CROWN HOTEL ULLADULLA
AGENCY 002751 TERM 03
PH 0491 578 957
SUN 23MAR25 14:18:27
WENTWORTH PARK (NSW)
GREYHOUNDS
RACE 9 23MAR25
START 21:42
EACH WAY
5 $5.00 E/W
TOTAL COST $10.00
VOUCHER BAL $126.91
SEQ 8214
KEEP THIS TICKET`);
    expect(fields).toMatchObject({
      type: 'wagering',
      amount: '10.00',
      location: 'Crown Hotel Ulladulla',
      racetrack: 'Wentworth Park',
      raceDate: '2025-03-23',
      raceTime: '21:42',
      raceNumber: 9,
      horseNumber: 5,
      horseSelections: null,
      betType: 'Each Way',
      isBoxed: false,
      racingSubtype: 'Greyhounds',
    });
  });

  it('reads a receipt quadrella by legs, ignores the potential return and the print time, takes 12-hour jump times', () => {
    const { fields } = readTicketText(`
RaceDay Tote
RETAIL BET RECEIPT
Midland Leagues Club
341 King St, Midland - Ph 0491 570 156
Agent 9519 / Terminal 06 / Seq 4215
Printed 04/12/2024 14:22:37
Greyhound Racing
Meeting       Sandown Park (VIC)
Date          Wed 4 Dec 2024
Races         5, 6, 7, 8
First Leg Jumps   7:20 pm
Bet Type      Quaddie
Leg 1 (R5)    1, 4
Leg 2 (R6)    2
Leg 3 (R7)    3, 5, 8
Leg 4 (R8)    6
Combinations  6
Flexi         50.00%
Max Payout    $4,500.00
Total Cost    $3.00`);
    expect(fields).toMatchObject({
      amount: '3.00',
      location: 'Midland Leagues Club',
      racetrack: 'Sandown Park',
      raceDate: '2024-12-04',
      raceTime: '19:20',
      raceNumber: 5,
      horseSelections: '1,4/2/3,5,8/6',
      betType: 'Quadrella',
      isBoxed: false,
      racingSubtype: 'Greyhounds',
    });
  });

  it('reads a sports bet: stake not potential return, event time not print time', () => {
    const { fields } = readTicketText(`
PuntCentral
SPORTS BET RECEIPT
The Federal Hotel
Agent 009275 / Terminal 05 / Seq 0546
Printed 10/05/2025 15:10:30
Rugby League (NRL)
Event      Bulldogs v Sea Eagles
Starts     Sat 10 May 2025 5:30 pm
Market     Head to Head
Selection  Sea Eagles
Odds       $1.60
Stake      $10.00
Est Return $16.00
Total Cost $10.00
Paid Cash $20.00 - Change $10.00`);
    expect(fields).toMatchObject({
      type: 'wagering',
      subtype: 'Sports Betting',
      amount: '10.00',
      raceDate: '2025-05-10',
      raceTime: '17:30',
      betType: 'Head to Head',
      racetrack: null,
      raceNumber: null,
      description: 'NRL: Bulldogs v Sea Eagles - Head to Head Sea Eagles @ $1.60',
    });
  });

  it('reads a draw lottery ticket: cost not GST or jackpot, draw date not print date, game lines into lottery', () => {
    const { fields, lottery } = readTicketText(`
LOTTO NETWORK
TOOWONG CENTRAL NEWS
AGENT 01016 TERM 10
POWERBALL
DRAW 1505 THU 12/06/25
QUICKPICK
A. 03 08 15 22 26 30 32 PB 04
B. 01 04 13 16 20 24 27 PB 02
TOTAL $3.20
INCL GST $0.29
DIV 1 EST $30,000,000
DRAW 20:30 AEST
WED 11/06/25 10:00:06
1354-6436-9767-4279`);
    expect(fields).toMatchObject({
      type: 'lottery',
      subtype: 'Powerball',
      amount: '3.20',
      raceDate: '2025-06-12',
      location: 'Toowong Central News',
      racetrack: null,
    });
    expect(lottery).toMatchObject({
      game: 'Powerball',
      draws: [{ drawNumber: 1505, drawDate: '2025-06-12' }],
      games: [
        { numbers: [3, 8, 15, 22, 26, 30, 32], powerball: 4 },
        { numbers: [1, 4, 13, 16, 20, 24, 27], powerball: 2 },
      ],
    });
  });

  it('reads a multi-draw system entry', () => {
    const { fields, lottery } = readTicketText(`
Weekday Windfall
Draw          4643 - 4645 (3 draws)
Draw Date     Monday 22 December 2025
Entry         1 game - System 9
A 03 06 08 10 11 31 32 34 43
Est. Division 1       $1,000,000
Ticket Cost           $201.60
Includes GST          $18.33
Agent 001830 - 17/12/2025 17:23:28`);
    expect(fields).toMatchObject({ subtype: 'Weekday Windfall', amount: '201.60', raceDate: '2025-12-22' });
    expect(fields.description).toBe('Weekday Windfall Draw 4643 - 1 game System 9 x3 draws');
    expect(lottery?.draws.map((d) => d.drawNumber)).toEqual([4643, 4644, 4645]);
  });

  it('reads a scratchie: the price, not the prize table or top prize', () => {
    const { fields } = readTicketText(`
LUCKY DIP
WIN UP TO $25,000
PRIZE BOX
NO WIN
PRIZES $25,000 $500 $50 $10 $4 $2 $1
PRICE $2
GAME 1516 BOOK 043572 TICKET 040
Must be 18+ to purchase. Gambling Help 1800 858 858`);
    expect(fields).toMatchObject({ type: 'lottery', subtype: 'Scratchies', amount: '2.00', location: null, raceDate: null });
    expect(fields.description).toBe('$2 Scratchie Lucky Dip - NO WIN');
  });

  it('reads a scratchie whose price is printed in its footer, and a win in the result panel', () => {
    const { fields } = readTicketText(`
TRIPLE TREAT
WIN UP TO $50,000
MATCH 3 LIKE AMOUNTS TO WIN THAT PRIZE
$50,000 $1,000 $100 $20 $8 $4
YOUR RESULT WIN $8
GAME 3410 BOOK 451642-01
INSTANT SCRATCHIE $2 TICKET - GAMBLING HELP 1800 858 858`);
    expect(fields).toMatchObject({ type: 'lottery', subtype: 'Scratchies', amount: '2.00' });
    expect(fields.description).toBe('$2 Scratchie Triple Treat - WIN $8');
  });

  it('leaves text that is no ticket unknown', () => {
    const { fields, confidence } = readTicketText('hello world\nthis is a shopping list');
    expect(fields.type).toBe('unknown');
    expect(fields.amount).toBeNull();
    expect(confidence).toEqual({});
  });

  it('never takes an amount of 10,000 or more as the cost', () => {
    const { fields } = readTicketText('MTG: RANDWICK TYPE: THOROUGHBRED\nR3 01/03/2025\nWIN 4\nTOTAL $12,500.00');
    expect(fields.amount).toBeNull();
  });

  describe("a cost misread by one digit is put right by the ticket's own arithmetic", () => {
    const racing = (lines: string) => `TAB RETAIL\nMEETING: RANDWICK  RACE 4\nSAT 01/03/2025 START 14:10\n${lines}\nPlease gamble responsibly`;

    it('takes the combinations times the unit over a label read with a 6 for a 0, even after a leading count', () => {
      expect(readTicketText(racing('TRIFECTA BOX 1,3,8\n3 COMBS @ $2.00\nAMOUNT PAID $ 6.60')).fields.amount).toBe('6.00');
    });

    it('takes cash less change over a figure read with a digit too many', () => {
      expect(readTicketText(racing('WIN 5\nTOTAL OUTLAY: $ 560.00\nCASH AUD 50.00 CHANGE $0.00')).fields.amount).toBe('50.00');
    });

    it('takes the stake a fixed-odds return implies over a label one digit off', () => {
      const { fields } = readTicketText('SPORT\nGAME Roosters v Cowboys\nMKT HEAD TO HEAD\nPICK Roosters @ 2.56\nTOTAL INVESTMENT $16.00\nPOTENTIAL RETURN $25.60');
      expect(fields.amount).toBe('10.00');
    });

    it('keeps a round label when the arithmetic is the misread one, and a label far from the arithmetic', () => {
      expect(readTicketText(racing('WIN 5\nCost $10.00\nCASH $16.60 CHANGE $6.00')).fields.amount).toBe('10.00');
      expect(readTicketText(racing('WIN 5\nTOTAL COST $12.00\nCASH $20.00 CHANGE $4.00')).fields.amount).toBe('12.00');
    });

    it("reads a figure after a label's colon and space, not as a time", () => {
      expect(readTicketText(racing('QUINELLA 2,7\nTOTAL BET: 6.00')).fields.amount).toBe('6.00');
    });
  });
});
