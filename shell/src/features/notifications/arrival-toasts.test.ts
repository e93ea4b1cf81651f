import type { LimitLevel, LimitPeriod, Notification } from '@tally/contracts';
import { createArrivalTracker, type LimitAlertRecord } from './arrival-toasts';

let next = 0;
function notification(type: string, metadata: Notification['metadata'] = null): Notification {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type,
    title: `${type} title`,
    message: `${type} message`,
    isRead: false,
    createdAt: '2026-11-25T02:00:00.000Z',
    metadata,
  };
}

/** The shared record of limit alerts on screen, in memory. */
function limitRecord(shown: string[] = []): LimitAlertRecord & { shown: string[] } {
  return {
    shown,
    wasShownRecently: (period: LimitPeriod, level: LimitLevel) => shown.includes(`${period}:${level}`),
    remember: (period: LimitPeriod, level: LimitLevel) => void shown.push(`${period}:${level}`),
  };
}

describe('createArrivalTracker', () => {
  it('should not toast what was already unread when the app loaded', () => {
    const tracker = createArrivalTracker(limitRecord());
    const waiting = [notification('spend_limit_exceeded', { period: 'daily' }), notification('session_duration')];

    expect(tracker.arrived(waiting)).toBeNull();
    expect(tracker.arrived(waiting)).toBeNull();
  });

  it('should toast a limit or session alert that arrives later, with its title and message, once', () => {
    const tracker = createArrivalTracker(limitRecord());
    tracker.arrived([]);
    const session = notification('session_duration', { minutes: 30 });

    expect(tracker.arrived([session])).toEqual({ title: 'session_duration title', description: 'session_duration message', variant: 'info' });
    expect(tracker.arrived([session])).toBeNull();
  });

  it('should not toast AI results or unknown types', () => {
    const tracker = createArrivalTracker(limitRecord());
    tracker.arrived([]);

    expect(tracker.arrived([notification('ai_result_check', { activityId: 'a1' }), notification('weekly_digest')])).toBeNull();
  });

  it('should toast the most pressing of several that arrive together, and none of them later', () => {
    const tracker = createArrivalTracker(limitRecord());
    tracker.arrived([]);
    const together = [notification('session_duration'), notification('spend_limit_approaching', { period: 'weekly' }), notification('spend_limit_exceeded', { period: 'daily' })];

    expect(tracker.arrived(together)?.title).toBe('spend_limit_exceeded title');
    expect(tracker.arrived(together)).toBeNull();
  });

  it('should skip a limit alert the form has just shown, and remember one it shows itself', () => {
    const record = limitRecord(['daily:exceeded']);
    const tracker = createArrivalTracker(record);
    tracker.arrived([]);

    expect(tracker.arrived([notification('spend_limit_exceeded', { period: 'daily' })])).toBeNull();
    expect(tracker.arrived([notification('spend_limit_approaching', { period: 'monthly' })])).toMatchObject({ title: 'spend_limit_approaching title', variant: 'warning' });
    expect(record.shown).toEqual(['daily:exceeded', 'monthly:approaching']);
  });

  it('should not toast what the person has already seen in the list', () => {
    const tracker = createArrivalTracker(limitRecord());
    tracker.arrived([]);
    const listed = notification('session_late_night');

    tracker.markSeen([listed]);

    expect(tracker.arrived([listed])).toBeNull();
  });

  it('should take the first answer as the baseline even when the list was seen first', () => {
    const tracker = createArrivalTracker(limitRecord());
    const listed = notification('session_duration');
    const other = notification('session_late_night');

    tracker.markSeen([listed]);

    expect(tracker.arrived([listed, other])).toBeNull();
  });
});
