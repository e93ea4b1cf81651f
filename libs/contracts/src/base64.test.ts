import { isBase64 } from './base64';

describe('isBase64', () => {
  it('takes the alphabet with up to two padding characters at the end', () => {
    for (const text of ['QQ==', 'QUI=', 'QUJD', 'a+/9']) expect(isBase64(text)).toBe(true);
  });

  it('refuses other characters, padding elsewhere or beyond two, and empty text', () => {
    for (const text of ['', '==', 'QQ===', 'Q=Q=', 'QU J', 'QUJ<', 'QUJ-', 'QUJD\n']) expect(isBase64(text)).toBe(false);
  });

  it('checks a 14-million-character image text', () => {
    const big = 'A'.repeat(14_000_000);
    expect(isBase64(big)).toBe(true);
    expect(isBase64(`${big}!`)).toBe(false);
  });
});
