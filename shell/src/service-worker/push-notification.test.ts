import { appUrl, notificationFromPush, pickWindow } from './push-notification';

const origin = 'https://tally.example';
const message = {
  notificationId: '6f0b7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'spend_limit_exceeded',
  title: 'Daily limit reached',
  body: "You've spent $12.00 today, which is at or over your $10.00 daily limit.",
  url: '/notifications',
};

describe('notificationFromPush', () => {
  it('should show the message with its id as the tag and its page to open', () => {
    expect(notificationFromPush(JSON.stringify(message), origin)).toEqual({
      title: 'Daily limit reached',
      options: {
        body: message.body,
        tag: message.notificationId,
        data: { url: 'https://tally.example/notifications' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'en-AU',
      },
    });
  });

  it.each([
    ['no payload', null],
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '"hello"'],
    ['an object without the fields', '{"title": 3}'],
  ])('should still show a plain Tally alert for %s', (_case, payload) => {
    const shown = notificationFromPush(payload, origin);
    expect(shown.title).toBe('Tally');
    expect(shown.options).toMatchObject({ body: 'You have a new alert. Open Tally to see it.', tag: 'tally-alert', data: { url: 'https://tally.example/notifications' } });
  });
});

describe('appUrl', () => {
  it('should resolve a path of the app against its origin', () => {
    expect(appUrl('/notifications?id=1', origin)).toBe('https://tally.example/notifications?id=1');
  });

  it('should keep a full URL of the app', () => {
    expect(appUrl('https://tally.example/settings', origin)).toBe('https://tally.example/settings');
  });

  it.each(['https://elsewhere.example/phish', '//elsewhere.example/x', 'javascript:alert(1)', 42, ''])('should open the notifications list instead of %p', (url) => {
    expect(appUrl(url, origin)).toBe('https://tally.example/notifications');
  });
});

describe('pickWindow', () => {
  const target = 'https://tally.example/notifications';
  const win = (url: string, focused = false) => ({ url, focused });

  it('should prefer a window already on the page', () => {
    const onPage = win(target);
    expect(pickWindow([win('https://tally.example/', true), onPage], target, origin)).toBe(onPage);
  });

  it('should otherwise take the focused window, then the most recent', () => {
    const focused = win('https://tally.example/reports', true);
    expect(pickWindow([win('https://tally.example/'), focused], target, origin)).toBe(focused);
    const recent = win('https://tally.example/');
    expect(pickWindow([recent, win('https://tally.example/reports')], target, origin)).toBe(recent);
  });

  it('should ignore windows of other sites and find none when only those are open', () => {
    expect(pickWindow([win('https://elsewhere.example/', true)], target, origin)).toBeUndefined();
  });
});
