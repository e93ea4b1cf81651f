import { phoneNumberParts } from './phone-numbers';

const links = (text: string) => phoneNumberParts(text).flatMap((part) => ('tel' in part ? [part.tel] : []));

describe('phoneNumberParts', () => {
  it('should link the helplines as the app writes them', () => {
    expect(phoneNumberParts('Gambling Help is free and confidential: call 1800 858 858, any time.')).toEqual([
      { text: 'Gambling Help is free and confidential: call ' },
      { text: '1800 858 858', tel: 'tel:1800858858' },
      { text: ', any time.' },
    ]);
    expect(links('Lifeline 13 11 14, text 0477 13 11 14, or 000 in an emergency.')).toEqual(['tel:131114', 'tel:0477131114', 'tel:000']);
    expect(links('Call (02) 9000 0000? No: 02 9374 4000 and 1300 651 251.')).toEqual(['tel:0293744000', 'tel:1300651251']);
  });

  it('should leave amounts, dates, times and counts alone', () => {
    for (const text of [
      'You spent $1,000 and $2,000.00 this year.',
      'In 2026 you logged 130 bets; 13 of 1800 were wins.',
      'On 13/11/2026 at 10:00',
      '1,000,000 people',
      'a return of 13.5%',
    ]) {
      expect(links(text)).toEqual([]);
      expect(
        phoneNumberParts(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('should keep any text whole, numbers or not', () => {
    const samples = ['', '000', 'call 000', 'x'.repeat(50), '1800 858 858 1800 858 858', 'Ring 131114 now', '$000'];
    for (let i = 0; i < 200; i += 1) {
      samples.push(Array.from({ length: 30 }, () => ' 0123456789,$.abc'[Math.floor(Math.random() * 17)]).join(''));
    }
    for (const text of samples)
      expect(
        phoneNumberParts(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
  });
});
