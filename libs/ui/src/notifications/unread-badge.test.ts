import { notificationsLabel, unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it('should show nothing for zero and the count up to nine', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
  });

  it('should cap the badge at 9+ above nine', () => {
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});

describe('notificationsLabel', () => {
  it('should name the bell "Notifications" and add the badge text when there are unread ones', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(1)).toBe('Notifications, 1 unread');
    expect(notificationsLabel(12)).toBe('Notifications, 9+ unread');
  });
});
