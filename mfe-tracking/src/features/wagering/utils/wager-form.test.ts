import { VALIDATION_MESSAGES as M } from '@tally/contracts';
import { WagerForm, toWagerBody, toWagerRequest, wagerFormDefaults, type WagerFormValues } from './wager-form';

const form = (values: Partial<WagerFormValues>): WagerFormValues => ({ ...wagerFormDefaults('2025-03-01'), ...values });
const racing = (values: Partial<WagerFormValues>) => form({ subtype: 'Racing', amount: '10', ...values });

/** The contract's messages by field, as the form would show them. */
function errorsOf(values: WagerFormValues): Record<string, string> {
  const result = WagerForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('toWagerRequest', () => {
  it('sends a sports bet with its description and no racing fields', () => {
    const request = toWagerRequest(form({ subtype: 'Sports Betting', amount: ' 20 ', details: ' Storm v Broncos, Storm -4.5 ', racetrack: 'Randwick', horseNumber: '3' }));

    expect(request).toEqual({ type: 'wagering', subtype: 'Sports Betting', amount: '20', details: 'Storm v Broncos, Storm -4.5', isCompleted: false });
  });

  it('sends the horse number of a Win, not selections nor boxed', () => {
    const request = toWagerRequest(racing({ betType: 'Win', horseNumber: '7', horseSelections: '1, 2', isBoxed: true }));

    expect(request).toMatchObject({ betType: 'Win', horseNumber: '7', horseSelections: undefined, isBoxed: undefined });
  });

  it('sends the selections and the boxed choice of an Exacta, not a horse number', () => {
    const request = toWagerRequest(racing({ betType: 'Exacta', horseNumber: '7', horseSelections: '1, 4', isBoxed: true }));

    expect(request).toMatchObject({ betType: 'Exacta', horseNumber: undefined, horseSelections: '1, 4', isBoxed: true });
  });

  it('sends no boxed choice for a Quinella', () => {
    expect(toWagerRequest(racing({ betType: 'Quinella', horseSelections: '2, 9', isBoxed: true })).isBoxed).toBeUndefined();
  });

  it('leaves out blank racing fields and tidies the race time', () => {
    const request = toWagerRequest(racing({ raceDate: '', raceTime: '1430', racetrack: '  ' }));

    expect(request).toMatchObject({ racingSubtype: 'Horses', racetrack: undefined, raceDate: undefined, raceTime: '14:30', raceNumber: undefined, betType: undefined });
  });
});

describe('WagerForm', () => {
  it('turns a racing form into the body of POST /api/activities, with its summary as details', () => {
    const result = WagerForm.parse(
      racing({
        racingSubtype: 'Greyhounds',
        racetrack: 'Wentworth Park',
        raceTime: '19:05',
        raceNumber: '3',
        betType: 'Trifecta',
        horseSelections: '1, 4, 6',
        isBoxed: true,
        amount: '12.5',
      }),
    );

    expect(toWagerBody(result)).toEqual({
      subtype: 'Racing',
      amount: '12.50',
      details: 'Wentworth Park · Race 3 · Trifecta (boxed) · 1, 4, 6',
      isCompleted: false,
      racingSubtype: 'Greyhounds',
      racetrack: 'Wentworth Park',
      raceDate: '2025-03-01',
      raceTime: '19:05',
      raceNumber: 3,
      betType: 'Trifecta',
      horseNumber: undefined,
      horseSelections: '1, 4, 6',
      isBoxed: true,
    });
  });

  it("keeps a sports bet's own words as its details", () => {
    expect(WagerForm.parse(form({ subtype: 'Sports Betting', amount: '5', details: 'Swans to win' })).details).toBe('Swans to win');
  });

  it('asks for an event type and a bet amount', () => {
    expect(errorsOf(form({}))).toEqual({ subtype: M.eventTypeRequired, amount: M.betAmountRequired });
  });

  it('refuses an amount of 0 or one that is not money', () => {
    expect(errorsOf(racing({ amount: '0' })).amount).toBe(M.validAmount);
    expect(errorsOf(racing({ amount: '12.345' })).amount).toBe(M.validAmount);
    expect(errorsOf(racing({ amount: 'ten' })).amount).toBe(M.numbersOnly);
  });

  it("takes '$12', '1,000' and '12.5' as a person types them (issue 25)", () => {
    for (const amount of ['$12', '1,000', '12.5']) expect(errorsOf(racing({ amount })).amount).toBeUndefined();
  });

  it("shows the spec's messages for the race time, race number and horse number", () => {
    expect(errorsOf(racing({ raceTime: '25:00', raceNumber: '25', betType: 'Place', horseNumber: '100' }))).toEqual({
      raceTime: M.raceTimeFormat,
      raceNumber: M.raceNumberRange,
      horseNumber: M.horseNumberRange,
    });
    expect(errorsOf(racing({ raceTime: '7pm', raceNumber: '0', betType: 'Win', horseNumber: 'x' }))).toEqual({
      raceTime: M.raceTimeFormat,
      raceNumber: M.raceNumberRange,
      horseNumber: M.horseNumberRange,
    });
  });

  it('does not check fields that are hidden: a horse number under a Quinella, racing fields under sports', () => {
    expect(errorsOf(racing({ betType: 'Quinella', horseNumber: '500' }))).toEqual({});
    expect(errorsOf(form({ subtype: 'Sports Betting', amount: '5', raceNumber: '99', raceTime: 'soon' }))).toEqual({});
  });
});
