import { canSubmitWager, validateWager } from './wager-form';

describe('validateWager', () => {
  it('should ask for the event type and the amount when both are empty', () => {
    expect(validateWager({ subtype: '', amount: ' ' })).toEqual({
      subtype: 'Event type is required',
      amount: 'Bet amount is required',
    });
  });

  it('should refuse zero, negative and over-precise amounts', () => {
    for (const amount of ['0', '-5', '1.234', 'ten']) {
      expect(validateWager({ subtype: 'Racing', amount }).amount).toBe('Must be a valid amount');
    }
  });

  it('should accept a subtype with a positive amount of up to two decimals', () => {
    expect(validateWager({ subtype: 'Sports Betting', amount: '12.50' })).toEqual({});
  });
});

describe('canSubmitWager', () => {
  it('should stay disabled until both a subtype and an amount exist', () => {
    expect(canSubmitWager({ subtype: '', amount: '10' })).toBe(false);
    expect(canSubmitWager({ subtype: 'Racing', amount: '' })).toBe(false);
    expect(canSubmitWager({ subtype: 'Racing', amount: '10' })).toBe(true);
  });
});
