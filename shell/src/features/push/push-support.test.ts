import { base64UrlToBytes, madeWithKey, notificationsBlockedMessage, pushUnavailableReason, subscriptionBody, type PushEnvironment } from './push-support';

const everything: PushEnvironment = { serviceWorker: true, pushManager: true, notification: true, secureContext: true, appleMobile: false };
const serverKey = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i * 3)]).toString('base64url');

describe('pushUnavailableReason', () => {
  it('should allow push when the browser can and the server has a key', () => {
    expect(pushUnavailableReason(everything, serverKey)).toBeNull();
  });

  it('should not decide before the server key is known', () => {
    expect(pushUnavailableReason(everything, undefined)).toBeNull();
  });

  it('should say push is not set up when the server has no key', () => {
    expect(pushUnavailableReason(everything, null)).toMatch(/aren't set up on this Tally server/);
  });

  it.each(['serviceWorker', 'pushManager', 'notification'] as const)('should say the browser cannot when it lacks %s', (missing) => {
    expect(pushUnavailableReason({ ...everything, [missing]: false }, serverKey)).toBe(
      "This browser can't show push alerts. Your alerts still appear under Notifications in Tally.",
    );
  });

  it('should tell iPhone users to add Tally to the Home Screen', () => {
    expect(pushUnavailableReason({ ...everything, pushManager: false, appleMobile: true }, serverKey)).toMatch(/Add to Home Screen/);
  });

  it('should ask for a secure connection before anything else', () => {
    expect(pushUnavailableReason({ ...everything, secureContext: false, serviceWorker: false }, null)).toMatch(/secure \(https\) connection/);
  });
});

describe('notificationsBlockedMessage', () => {
  it('should say where to allow notifications in the browser', () => {
    expect(notificationsBlockedMessage({ appleMobile: false })).toMatch(/site settings.*Notifications to Allow/);
  });

  it('should point iPhone users to the Settings app', () => {
    expect(notificationsBlockedMessage({ appleMobile: true })).toMatch(/open Settings, then Notifications, then Tally/);
  });
});

describe('base64UrlToBytes', () => {
  it('should decode a base64url key without padding', () => {
    const bytes = new Uint8Array([251, 255, 190, 0, 1, 2, 62, 63]);
    expect(base64UrlToBytes(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
  });

  it('should decode a 65-byte VAPID public key', () => {
    expect(Array.from(base64UrlToBytes(serverKey))).toEqual(Array.from(Buffer.from(serverKey, 'base64url')));
  });
});

describe('madeWithKey', () => {
  const buffer = (text: string) => {
    const bytes = Buffer.from(text, 'base64url');
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  };

  it('should recognise the server key', () => {
    expect(madeWithKey(buffer(serverKey), serverKey)).toBe(true);
  });

  it('should refuse a subscription made with another key', () => {
    const other = Buffer.from([4, ...Array.from({ length: 64 }, () => 7)]).toString('base64url');
    expect(madeWithKey(buffer(other), serverKey)).toBe(false);
  });

  it('should take a browser that does not report the key at its word', () => {
    expect(madeWithKey(null, serverKey)).toBe(true);
  });
});

describe('subscriptionBody', () => {
  it('should keep the endpoint, expiry and keys of toJSON()', () => {
    const json = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };
    expect(subscriptionBody(json)).toEqual(json);
  });

  it('should send a null expiry when the browser leaves it out', () => {
    expect(subscriptionBody({ endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } }).expirationTime).toBeNull();
  });

  it('should refuse a subscription without keys', () => {
    expect(() => subscriptionBody({ endpoint: 'https://push.example/x' })).toThrow(/without its keys/);
  });
});
