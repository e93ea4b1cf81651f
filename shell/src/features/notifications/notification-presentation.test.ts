import type { Notification } from '@tally/contracts';
import { NOTIFICATION_TYPES } from '@tally/contracts';
import { DEFAULT_PRESENTATION, activityToOpen, limitAlertOf, newNotificationsText, notificationLabel, pageToOpen, presentNotification } from './notification-presentation';

const note = (type: string, metadata: Notification['metadata'] = null, isRead = false) => ({ type, metadata, isRead, title: 'Title' });

describe('presentNotification', () => {
  it('should give every type the product creates its own icon and wording', () => {
    for (const type of NOTIFICATION_TYPES) {
      const presentation = presentNotification(note(type));
      expect(presentation).not.toBe(DEFAULT_PRESENTATION);
      expect(presentation.kind).not.toBe('Notification');
    }
    expect(presentNotification(note('spend_limit_approaching'))).toMatchObject({ icon: 'limit-approaching', tone: 'warning', kind: 'Limit alert' });
    expect(presentNotification(note('spend_limit_exceeded'))).toMatchObject({ icon: 'limit-reached', tone: 'error', kind: 'Limit reached' });
    expect(presentNotification(note('spend_limit_breached'))).toEqual(presentNotification(note('spend_limit_exceeded')));
    expect(presentNotification(note('ai_result_check'))).toMatchObject({ icon: 'ai-check', kind: 'AI result check', opensActivity: true });
    expect(presentNotification(note('session_late_night'))).toMatchObject({ icon: 'late-night', kind: 'Late-night session' });
  });

  it('should give an unknown type the default presentation', () => {
    expect(presentNotification(note('weekly_digest'))).toEqual(DEFAULT_PRESENTATION);
    expect(presentNotification(note('toString'))).toEqual(DEFAULT_PRESENTATION);
    expect(DEFAULT_PRESENTATION).toMatchObject({ icon: 'general', kind: 'Notification', opensActivity: false, toastOnArrival: false });
  });

  it('should call a session alert with a check-in a check-in', () => {
    expect(presentNotification(note('session_duration', { minutes: 30, checkIn: false })).kind).toBe('Session time');
    expect(presentNotification(note('session_duration', { minutes: 60, checkIn: true })).kind).toBe('Session check-in');
  });

  it('should toast limit and session alerts on arrival, not AI results or unknown types', () => {
    const toasted = [...NOTIFICATION_TYPES, 'weekly_digest'].filter((type) => presentNotification(note(type)).toastOnArrival);
    expect(toasted).toEqual(['spend_limit_approaching', 'spend_limit_breached', 'spend_limit_exceeded', 'session_duration', 'session_late_night']);
  });
});

describe('activityToOpen', () => {
  it('should open the activity of an AI result notification', () => {
    expect(activityToOpen(note('ai_result_check', { activityId: 'a1' }))).toBe('a1');
    expect(activityToOpen(note('ai_result_undetermined', { activityId: 'a2' }))).toBe('a2');
  });

  it('should open nothing for other types or without an activity', () => {
    expect(activityToOpen(note('spend_limit_exceeded', { activityId: 'a1' }))).toBeNull();
    expect(activityToOpen(note('ai_result_check', {}))).toBeNull();
    expect(activityToOpen(note('ai_result_check'))).toBeNull();
  });
});

describe('limitAlertOf', () => {
  it('should read the period and level of a spend-limit notification', () => {
    expect(limitAlertOf(note('spend_limit_approaching', { period: 'weekly' }))).toEqual({ period: 'weekly', level: 'approaching' });
    expect(limitAlertOf(note('spend_limit_exceeded', { period: 'daily' }))).toEqual({ period: 'daily', level: 'exceeded' });
    expect(limitAlertOf(note('spend_limit_breached', { period: 'monthly' }))).toEqual({ period: 'monthly', level: 'exceeded' });
  });

  it('should give null for other types and a missing period', () => {
    expect(limitAlertOf(note('session_duration', { period: 'daily' }))).toBeNull();
    expect(limitAlertOf(note('spend_limit_exceeded'))).toBeNull();
  });
});

describe('notificationLabel', () => {
  it('should say an unread notification is unread, then its kind and title', () => {
    expect(notificationLabel(note('spend_limit_approaching'))).toBe('Unread. Limit alert: Title');
    expect(notificationLabel(note('ai_result_check', null, true))).toBe('AI result check: Title');
  });
});

describe('newNotificationsText', () => {
  it('should say notification for one and notifications for more', () => {
    expect(newNotificationsText(1)).toBe('1 new notification');
    expect(newNotificationsText(3)).toBe('3 new notifications');
  });
});

describe('pageToOpen', () => {
  it("should open a ready statement's month in Reports, and nothing for other types or a bad month", () => {
    expect(presentNotification(note('monthly_statement_ready', { month: '2026-10' }))).toMatchObject({ icon: 'statement', kind: 'Monthly statement', opensActivity: false });
    expect(pageToOpen(note('monthly_statement_ready', { month: '2026-10' }))).toBe('/reports/statements/2026-10');
    expect(pageToOpen(note('monthly_statement_ready', { month: '../settings' }))).toBeNull();
    expect(pageToOpen(note('monthly_statement_ready'))).toBeNull();
    expect(pageToOpen(note('session_duration', { month: '2026-10' }))).toBeNull();
  });
});
