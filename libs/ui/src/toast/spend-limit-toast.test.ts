import { limitReachedText as limitNotificationText, type SpendLimitReached } from '@tally/contracts';
import { wasLimitAlertShownRecently } from '../alerts/limit-alerts-shown';
import { listenForToasts, type Toast } from './toast-service';
import { announceSpendLimit, mostSevereLimit, spendLimitToast } from './spend-limit-toast';

const reached = (period: SpendLimitReached['period'], level: SpendLimitReached['level'], spent = '90.00', limit = '100.00'): SpendLimitReached => ({
  period,
  level,
  spent,
  limit,
});

describe('mostSevereLimit', () => {
  it('should choose an exceeded limit before an approaching one, whatever the period', () => {
    expect(mostSevereLimit([reached('daily', 'approaching'), reached('monthly', 'exceeded')])).toEqual(reached('monthly', 'exceeded'));
  });

  it('should choose daily before weekly before monthly at the same level', () => {
    expect(mostSevereLimit([reached('monthly', 'exceeded'), reached('weekly', 'exceeded'), reached('daily', 'exceeded')])?.period).toBe('daily');
    expect(mostSevereLimit([reached('monthly', 'approaching'), reached('weekly', 'approaching')])?.period).toBe('weekly');
  });

  it('should choose nothing when no limit is reached', () => {
    expect(mostSevereLimit([])).toBeNull();
  });
});

describe('spendLimitToast', () => {
  it('should say the limit in the very words and figures of alerts notification', () => {
    const limit = reached('daily', 'approaching', '236.60', '250.00');
    const notification = limitNotificationText(limit.level, limit.period, limit.spent, limit.limit);
    const toast = spendLimitToast(limit, 'Wager logged: $5.00 · Racing.');
    expect(toast.title).toBe(notification.title);
    expect(toast.description).toBe(`Wager logged: $5.00 · Racing. ${notification.message}`);
  });

  it('should say what was logged and that a daily limit was gone past, with the figures in AUD, and the helpline', () => {
    expect(spendLimitToast(reached('daily', 'exceeded', '120.00', '100.00'), 'Wager logged: $20.00 · Racing.')).toEqual({
      title: 'Daily limit reached',
      description:
        "Wager logged: $20.00 · Racing. You've spent $120.00 today, over your $100.00 daily limit. Consider stopping for now. Gambling Help 1800 858 858, free and 24/7.",
      variant: 'warning',
    });
  });

  it('should not say "over" when the spend is exactly the limit', () => {
    expect(spendLimitToast(reached('monthly', 'exceeded', '500.00', '500.00'), 'Deposit added: $50.00.').description).toMatch(
      /^Deposit added: \$50\.00\. You've spent \$500\.00 this month, all of your \$500\.00 monthly limit\./,
    );
  });

  it('should say a weekly limit is near, without the helpline', () => {
    expect(spendLimitToast(reached('weekly', 'approaching', '85.00', '100.00'), 'Lottery ticket logged: $5.00 · Oz Lotto.')).toEqual({
      title: 'Approaching your weekly limit',
      description: "Lottery ticket logged: $5.00 · Oz Lotto. You've spent $85.00 of your $100.00 weekly limit this week. This might be a good time to pause.",
      variant: 'warning',
    });
  });
});

describe('announceSpendLimit', () => {
  it('should show the most severe limit once and remember it for the bell', () => {
    const shown: Toast[] = [];
    const stop = listenForToasts((toast) => shown.push(toast));

    const announced = announceSpendLimit([reached('weekly', 'approaching'), reached('daily', 'exceeded', '130.00', '100.00')], 'Wager logged: $30.00 · Racing.');
    stop();

    expect(announced).toBe(true);
    expect(shown.map((toast) => toast.title)).toEqual(['Daily limit reached']);
    expect(wasLimitAlertShownRecently('daily', 'exceeded')).toBe(true);
    expect(wasLimitAlertShownRecently('weekly', 'approaching')).toBe(false);
  });

  it('should show nothing for an answer with no limit reached (or none listed)', () => {
    const shown: Toast[] = [];
    const stop = listenForToasts((toast) => shown.push(toast));

    expect(announceSpendLimit([], 'Wager logged.')).toBe(false);
    expect(announceSpendLimit(undefined, 'Wager logged.')).toBe(false);
    stop();

    expect(shown).toEqual([]);
  });
});
