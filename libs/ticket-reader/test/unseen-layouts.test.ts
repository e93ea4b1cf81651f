import { readTicketText } from '../src/read-ticket-text';

// Tickets in layouts none of the dev photos use (written by hand, as OCR prints them: gaps of two or
// more spaces where the words stood apart): labels above values, other words for the stake, the start
// and the outlet, dates and times in other forms, sale and expiry dates beside the event's.

describe('readTicketText on layouts it was not tuned on', () => {
  it('pairs labels printed above their values by column', () => {
    const { fields } = readTicketText(
      [
        'THE LOTTERY OFFICE',
        'Set for Life',
        'DRAW #                 DATE',
        '3865                          8 February 2025',
        '18 Games QUICK PICK',
        'A. 09 13 16 22 25 41 43',
        'B 11 21 23 28 34 36 38',
        'TOTAL STAKE                  INCLUDES GST',
        '$27.00                    $2.45',
        'SOLD            EXPIRY',
        '05/02/2025 19:37      08/02/2026',
      ].join('\n'),
    );
    expect(fields).toMatchObject({ type: 'lottery', subtype: 'Set for Life', amount: '27.00', raceDate: '2025-02-08' });
  });

  it('takes the event date, not the sale or expiry date, in forms without separators or with month names', () => {
    const { fields } = readTicketText(
      [
        'WAGERWORKS',
        'THOROUGHBREDS',
        'MEET:                    MAREEBA',
        'DATE: SATURDAY, 22 NOVEMBER',
        '2025',
        'R11',
        'STARTS:                 1:21 PM',
        'QUIN',
        '1+3',
        'TOTAL: $2.00',
        'ACCOUNT BAL: $109.50',
        'TXN:           16112025 1314 HRS',
        'EXPIRES: 16 NOV 2026',
        'LOCATION: ALBION NEWS & LOTTO',
        'MILDURA',
        'REF: 4212-3450-3267-4158',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      type: 'wagering',
      racetrack: 'Mareeba',
      raceDate: '2025-11-22',
      raceTime: '13:21',
      raceNumber: 11,
      betType: 'Quinella',
      horseSelections: '1,3',
      amount: '2.00',
      location: 'Albion News & Lotto Mildura',
    });
  });

  it('reads a packed slip: race, venue and ISO date on one line, a 24-hour time in HRS, a runner after #, the outlet above its address', () => {
    const { fields } = readTicketText(
      [
        'RACE & SPORT',
        'Dubbo Lotto & Gifts',
        '23 Church Hwy Ph (02) 5550 8543',
        'AGT 16278 / TERM 10',
        'Great Western (VIC) Race 11 2024-09-26',
        'Jump 1350 HRS',
        'PLC #11',
        'Total Outlay $5.00',
        'Sold Fri, 20 Sep 24 7:42:23 pm',
        'Ticket No. 3138-5362-8668-1273',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      racetrack: 'Great Western',
      raceDate: '2024-09-26',
      raceTime: '13:50',
      raceNumber: 11,
      betType: 'Place',
      horseNumber: 11,
      amount: '5.00',
      location: 'Dubbo Lotto & Gifts',
    });
  });

  it('reads legs with other separators and race notations, an amount in AUD and a start with a time zone', () => {
    const { fields } = readTicketText(
      [
        'TOTE RETAIL',
        'HORSES',
        'TRACK            MOREE',
        'DAY              21.07.2024',
        'Race No. 12',
        'Off Time         7:05PM AEST',
        'Running Double',
        'LEG 1 (R12)      1-5-8',
        'Leg 2 R13        2-7',
        '6 combs @ $5.00',
        'Amount           AUD 30.00',
        'Bought           21-JUL-24 3.37pm',
        'Outlet Name: Bunbury Sports Bar',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      racetrack: 'Moree',
      raceDate: '2024-07-21',
      raceTime: '19:05',
      raceNumber: 12,
      betType: 'Running Double',
      horseSelections: '1,5,8/2,7',
      amount: '30.00',
      location: 'Bunbury Sports Bar',
    });
  });

  it('reads a boxed bet whose runners follow its name, and a stake word it did not know', () => {
    const { fields } = readTicketText(
      [
        'TOTE RETAIL',
        'INNISFAIL (QLD) Race No. 11 SUN 23/11/25',
        'Jumps 13:55',
        'Trifecta (BOX) 1, 4, 5, 8, 9',
        'GALLOPS',
        '60 COMBS @ $0.50',
        'Bet Total $30.00',
        'Issued 221125 2011 HRS',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      racetrack: 'Innisfail',
      raceDate: '2025-11-23',
      raceNumber: 11,
      betType: 'Trifecta',
      isBoxed: true,
      horseSelections: '1,4,5,8,9',
      amount: '30.00',
    });
  });

  it('leaves the event date empty rather than take an expiry date, and reads a.m. / p.m. with dots', () => {
    const { fields } = readTicketText(['STATE TOTE', 'Meeting  Bendigo', 'R4', 'Start  2:35 p.m.', 'WIN 7', 'TOTAL $10.00', 'Valid until 14 Jun 2026'].join('\n'));
    expect(fields.raceTime).toBe('14:35');
    expect(fields.raceDate).toBeNull();
  });
});
