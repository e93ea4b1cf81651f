import { sessionStartedText } from './session-kind';

describe('sessionStartedText', () => {
  it('should say where the session is and nudge to set a stopping point, never wishing luck', () => {
    expect(sessionStartedText('slot', 'The Star')).toBe('Pokies at The Star. Decide now when you will stop and how much you will spend, and take breaks.');
    expect(sessionStartedText('table', null)).toMatch(/^Table\. Decide now/);
    for (const text of [sessionStartedText('slot', null), sessionStartedText('table', 'Crown')]) expect(text).not.toMatch(/luck/i);
  });
});
