import type { SettingsState } from '@tally/contracts';
import {
  alreadyPassedText,
  changedSettings,
  formatEffectiveAt,
  initialValues,
  limitHint,
  limitText,
  passedOnSave,
  pendingChangeText,
  savedDescription,
  toLimitPayload,
  validateLimit,
} from './spend-limits';

const settings = (overrides: Partial<SettingsState> = {}): SettingsState => ({
  autoCompleteAILosses: false,
  dailySpendLimit: '100.00',
  weeklySpendLimit: null,
  monthlySpendLimit: '1000.00',
  sessionDurationAlerts: true,
  pendingLimitChanges: [],
  ...overrides,
});

// 26 Nov 2026, 3:15 pm in Sydney (daylight time, UTC+11).
const effectiveAt = '2026-11-26T04:15:00.000Z';

describe('validateLimit', () => {
  it('should accept an empty field, zero, whole dollars and cents', () => {
    for (const text of ['', '  ', '0', '100', '99.95', ' 50 ']) expect(validateLimit(text)).toBeUndefined();
  });

  it('should refuse text, negatives and more than two decimals', () => {
    for (const text of ['abc', '-1', '1.005', '1e3', '12,50']) expect(validateLimit(text)).toBe('Must be a valid number');
  });
});

describe('toLimitPayload', () => {
  it('should send null for an empty field so the limit is cleared', () => {
    expect(toLimitPayload('  ')).toBeNull();
    expect(toLimitPayload(' 50 ')).toBe('50');
  });
});

describe('limitText', () => {
  it('should show the stored limit without trailing zeros, and nothing for no limit', () => {
    expect(limitText('100.00')).toBe('100');
    expect(limitText('12.50')).toBe('12.5');
    expect(limitText(null)).toBe('');
  });
});

describe('changedSettings', () => {
  it('should send nothing when nothing changed, however the same amount is typed', () => {
    const values = initialValues(settings());
    expect(changedSettings(settings(), values)).toEqual({});
    expect(changedSettings(settings(), { ...values, limits: { ...values.limits, dailySpendLimit: '100.00' } })).toEqual({});
  });

  it('should send only the fields that changed, an emptied one as null', () => {
    const values = initialValues(settings());
    const changed = { limits: { dailySpendLimit: '80', weeklySpendLimit: '', monthlySpendLimit: '' }, sessionDurationAlerts: false };
    expect(changedSettings(settings(), changed)).toEqual({ dailySpendLimit: '80', monthlySpendLimit: null, sessionDurationAlerts: false });
    expect(changedSettings(settings(), { ...values, limits: { ...values.limits, weeklySpendLimit: '400' } })).toEqual({ weeklySpendLimit: '400' });
  });

  it('should not send again a raise or removal already cooling off, which would restart its 24 hours', () => {
    const cooling = settings({
      pendingLimitChanges: [
        { period: 'daily', limit: '200.00', effectiveAt },
        { period: 'monthly', limit: null, effectiveAt },
      ],
    });
    const values = initialValues(cooling);
    expect(changedSettings(cooling, { ...values, limits: { ...values.limits, dailySpendLimit: '200', monthlySpendLimit: '' } })).toEqual({});
    expect(changedSettings(cooling, { ...values, limits: { ...values.limits, dailySpendLimit: '50' } })).toEqual({ dailySpendLimit: '50' });
  });

  it('should start from the limits in force, not the ones cooling off', () => {
    expect(initialValues(settings({ pendingLimitChanges: [{ period: 'daily', limit: '200.00', effectiveAt }] })).limits.dailySpendLimit).toBe('100');
  });

  it('should cope with an answer that has no pending changes listed', () => {
    const older = { ...settings(), pendingLimitChanges: undefined } as unknown as SettingsState;
    expect(changedSettings(older, { ...initialValues(older), sessionDurationAlerts: false })).toEqual({ sessionDurationAlerts: false });
  });
});

describe('pendingChangeText', () => {
  it('should say when a raise takes effect, in the person time zone', () => {
    expect(pendingChangeText({ period: 'daily', limit: '200.00', effectiveAt }, 'Australia/Sydney')).toBe('Rising to $200 on Thu 26 Nov, 3:15 pm');
    expect(pendingChangeText({ period: 'daily', limit: '250.50', effectiveAt }, 'Australia/Perth')).toBe('Rising to $250.50 on Thu 26 Nov, 12:15 pm');
  });

  it('should say when a removal takes effect', () => {
    expect(pendingChangeText({ period: 'weekly', limit: null, effectiveAt }, 'Australia/Sydney')).toBe('Removal takes effect on Thu 26 Nov, 3:15 pm');
  });
});

describe('formatEffectiveAt', () => {
  it('should format a morning time with am', () => {
    expect(formatEffectiveAt('2026-11-25T22:05:00.000Z', 'Australia/Sydney')).toBe('Thu 26 Nov, 9:05 am');
  });
});

describe('limitHint', () => {
  it('should say what is in force', () => {
    expect(limitHint(null, '', 'a day', 'daily')).toBe('No daily limit set.');
    expect(limitHint('150.50', '150.5', 'a day', 'daily')).toBe('Your limit is $150.50 a day.');
    expect(limitHint('150.50', '100', 'a day', 'daily')).toBe('Your limit is $150.50 a day.');
  });

  it('should warn as a limit is raised or emptied that it waits 24 hours', () => {
    expect(limitHint('100.00', '200', 'a week (Sunday to Saturday)', 'weekly')).toBe(
      'Your limit is $100 a week (Sunday to Saturday). Raising it takes effect 24 hours after you save.',
    );
    expect(limitHint('100.00', ' ', 'a day', 'daily')).toBe('Your limit is $100 a day. Removing it takes effect 24 hours after you save.');
  });
});

describe('savedDescription', () => {
  it('should say when each limit the save left cooling off takes effect', () => {
    const answer = {
      pendingLimitChanges: [
        { period: 'daily' as const, limit: '200.00', effectiveAt },
        { period: 'monthly' as const, limit: null, effectiveAt },
      ],
    };
    expect(savedDescription({ dailySpendLimit: '200', monthlySpendLimit: null }, answer, 'Australia/Sydney')).toBe(
      'Your daily limit rises to $200 on Thu 26 Nov, 3:15 pm. Removing your monthly limit takes effect on Thu 26 Nov, 3:15 pm.',
    );
  });

  it('should say nothing more for a save that took effect at once, or a change cooling off from before', () => {
    const answer = { pendingLimitChanges: [{ period: 'daily' as const, limit: '200.00', effectiveAt }] };
    expect(savedDescription({ weeklySpendLimit: '50' }, answer, 'Australia/Sydney')).toBeUndefined();
    expect(savedDescription({ dailySpendLimit: '50' }, { pendingLimitChanges: [] }, 'Australia/Sydney')).toBeUndefined();
  });
});

describe('a limit the spend already reaches', () => {
  const spent = { daily: '62.00', weekly: '62.00', monthly: '140.50' };

  it('should say so as the limit is typed, and say nothing below it, for an empty field or nothing spent', () => {
    expect(alreadyPassedText('daily', '50', spent)).toBe("You've already spent $62.00 today, over this $50.00 daily limit.");
    expect(alreadyPassedText('daily', '62', spent)).toBe("You've already spent $62.00 today, all of this $62.00 daily limit.");
    expect(alreadyPassedText('daily', '62.01', spent)).toBeUndefined();
    expect(alreadyPassedText('monthly', '100.5', spent)).toBe("You've already spent $140.50 this month, over this $100.50 monthly limit.");
    expect(alreadyPassedText('daily', '', spent)).toBeUndefined();
    expect(alreadyPassedText('daily', 'abc', spent)).toBeUndefined();
    expect(alreadyPassedText('daily', '0', { daily: '0.00', weekly: '0.00', monthly: '0.00' })).toBeUndefined();
    expect(alreadyPassedText('daily', '50', undefined)).toBeUndefined();
  });

  it('should say it once saved, for the limits the save set', () => {
    expect(passedOnSave({ dailySpendLimit: '50', weeklySpendLimit: '500', sessionDurationAlerts: false }, spent)).toBe(
      "You've already spent $62.00 today, over this $50.00 daily limit. Consider stopping for now.",
    );
    expect(passedOnSave({ weeklySpendLimit: null, monthlySpendLimit: '200' }, spent)).toBeUndefined();
  });
});
