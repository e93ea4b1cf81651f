import Keygrip from 'keygrip';
import { createCookieKeys } from './cookie-keys';

describe('cookie signing keys', () => {
  const keys = ['a'.repeat(32), 'b'.repeat(32)];

  it('When data is signed, then the signature is the one Keygrip makes, so existing cookies stay valid', () => {
    const ours = createCookieKeys(keys);
    const theirs = new Keygrip(keys);
    for (const data of ['tally.sid=abc', 'tally.sid=Zm9vYmFy-_', '']) expect(ours.sign(data)).toBe(theirs.sign(data));
  });

  it('When a signature was made with an older key, then its index is found; a forged or empty one is refused', () => {
    const ours = createCookieKeys(keys);
    const older = new Keygrip([keys[1]!]).sign('tally.sid=abc');
    expect(ours.index('tally.sid=abc', older)).toBe(1);
    expect(ours.verify('tally.sid=abc', ours.sign('tally.sid=abc'))).toBe(true);
    expect(ours.verify('tally.sid=abd', ours.sign('tally.sid=abc'))).toBe(false);
    expect(ours.index('tally.sid=abc', `${older}x`)).toBe(-1);
    expect(ours.index('tally.sid=abc', '')).toBe(-1);
  });

  it('When the same cookie is checked again, then the remembered answer is the same, and a changed signature is still refused', () => {
    const ours = createCookieKeys(keys);
    const older = new Keygrip([keys[1]!]).sign('tally.sid=abc');
    expect(ours.index('tally.sid=abc', older)).toBe(1);
    expect(ours.index('tally.sid=abc', older)).toBe(1);
    expect(ours.index('tally.sid=abc', older.slice(0, -1))).toBe(-1);
    expect(ours.index('tally.sid=abd', older)).toBe(-1);
  });
});
