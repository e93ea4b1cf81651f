import { readPriceBadge, readTicketText } from '../src';

describe('readPriceBadge', () => {
  it('takes a price scratchies are sold at, read alone from its badge', () => {
    expect(readPriceBadge('$5')).toBe(5);
    expect(readPriceBadge('$ 15')).toBe(15);
    expect(readPriceBadge('$30')).toBe(30);
    expect(readPriceBadge('50c')).toBe(0.5);
  });

  it('refuses what is not a real denomination or not a price at all (a prize, a title misread as digits)', () => {
    for (const word of ['$7', '$250', '$05', '5', '10', '$', '', '000', '$5$5', '1$5', '$100000']) expect(readPriceBadge(word)).toBeNull();
  });

  it('a badge line put before the ticket text gives the scratchie its price; a printed price label still comes first', () => {
    const ticket = 'LUCKY RICHES\nINSTANT SCRATCHIES\nWIN UP TO $250,000\nMatch 3 $500\nYOUR RESULT: NO WIN';
    expect(readTicketText(ticket).fields.amount).toBeNull();
    expect(readTicketText(`$5\n${ticket}`).fields.amount).toBe('5.00');
    expect(readTicketText(`$5\n${ticket}\nPRICE $10`).fields.amount).toBe('10.00');
  });
});
