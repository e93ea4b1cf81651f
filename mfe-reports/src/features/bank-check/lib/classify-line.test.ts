import { scoreDetection } from '../testing/score-detection';
import { syntheticStatement } from '../testing/synthetic-statement';
import { classifyLine } from './classify-line';

const line = (description: string, amountCents = -2000) => ({ description, amountCents });

describe('classifyLine', () => {
  it.each([
    ['VISA PURCHASE SPORTSBET.COM.AU MELBOURNE 12/03', 'Sportsbet', 'wagering', 'card'],
    ['BPAY LADBROKES 4455667', 'Ladbrokes', 'wagering', 'BPAY'],
    ['POLI PAYMENT NEDS 1234567', 'Neds', 'wagering', 'POLi'],
    ['OSKO PAYMENT TO TAB REF 99812', 'TAB', 'wagering', 'PayID/Osko'],
    ['PAYID TRANSFER POINTSBET', 'PointsBet', 'wagering', 'PayID/Osko'],
    ['EFTPOS THE LOTT BRISBANE AU', 'The Lott', 'lottery', 'card'],
  ])('When the line is %s, then it is %s (%s) for sure, paid by %s', (description, operator, category, route) => {
    expect(classifyLine(line(description))).toMatchObject({ operator, category, route, confidence: 'sure', direction: 'sent' });
  });

  it('When an operator pays money back, then it came back; a refund or reversal lowers what was sent', () => {
    expect(classifyLine(line('SPORTSBET WITHDRAWAL 5566', 15000))).toMatchObject({ direction: 'cameBack', confidence: 'sure' });
    expect(classifyLine(line('REVERSAL LADBROKES MELBOURNE', 2000))).toMatchObject({ direction: 'refund' });
  });

  it.each([
    'TABLE TOP CAFE SYDNEY',
    'STABLE COFFEE ROASTERS',
    'NEWSXPRESS PENRITH',
    'ROYAL HOTEL BISTRO',
    'BETTA ELECTRICAL',
    'NEDLANDS PHARMACY',
    'KENOS BAKERY',
    'CROWN PAINTS',
  ])('When the line is the look-alike %s, then it is not gambling', (description) => {
    expect(classifyLine(line(description))).toBeNull();
  });

  it('When cash is taken out at a club, hotel or casino, then it is possibly gambling, for the person to decide; a purchase there is not', () => {
    expect(classifyLine(line('ATM WITHDRAWAL CAMPSIE RSL CLUB CAMPSIE', -10000))).toMatchObject({ category: 'venue', confidence: 'possible', route: 'cash' });
    expect(classifyLine(line('EFTPOS CASH OUT ROYAL HOTEL', -5000))).toMatchObject({ category: 'venue', confidence: 'possible' });
    expect(classifyLine(line('VISA PURCHASE ROYAL HOTEL BISTRO'))).toBeNull();
  });

  it('When a short name stands alone, then it is only possible; with a bet word or a bet payment route it is sure', () => {
    expect(classifyLine(line('TAB KITCHEN SURRY HILLS'))).toMatchObject({ operator: 'TAB', confidence: 'possible' });
    expect(classifyLine(line('TAB DEPOSIT 8812'))).toMatchObject({ operator: 'TAB', confidence: 'sure' });
    expect(classifyLine(line('BPAY NEDS 1234'))).toMatchObject({ operator: 'Neds', confidence: 'sure' });
  });

  it('When a casino resort is paid by card, then it is possibly gambling (a meal or a room looks the same)', () => {
    expect(classifyLine(line('VISA PURCHASE CROWN MELBOURNE SOUTHBANK'))).toMatchObject({ operator: 'Crown', category: 'casino', confidence: 'possible' });
  });

  it('When the descriptor is kept for a decision, then dates, numbers, card details and route words are left out', () => {
    expect(classifyLine(line('VISA PURCHASE SPORTSBET.COM.AU MELBOURNE 12/03 Card xx1234'))?.descriptor).toBe('SPORTSBET COM MELBOURNE');
  });

  // Held out: seeds never used while the list and rules were written, 6,000 lines each.
  it.each([101, 202, 303])('When a labelled synthetic set of 6,000 lines (seed %s) is read, then sure lines reach precision 0.97 and recall 0.95', (seed) => {
    const score = scoreDetection(syntheticStatement({ seed, count: 6000 }));
    expect(score.lines).toBe(6000);
    expect(score.wrongSure).toEqual([]);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});
