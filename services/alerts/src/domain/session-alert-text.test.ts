import { GAMBLING_HELPLINE } from '@tally/contracts';
import { lateNightText, sessionAlertText, sessionLength } from './session-alert-text';

describe('session alert text', () => {
  it('should say how long and how much so far, in plain words', () => {
    expect(sessionAlertText(30, 'slot', '120.5')).toEqual({
      title: '30 minutes of pokies',
      message: "Your pokies session has run 30 minutes. You've deposited $120.50 so far.",
    });
    expect(sessionAlertText(90, 'table', '200').message).toBe("Your table session has run 1 hour 30 minutes. You've bought in for $200.00 so far.");
  });

  it.each([45, 60, 120])('should check in and name the helpline at %i minutes', (minutes) => {
    const text = sessionAlertText(minutes, 'slot', '50');
    expect(text.message).toContain(GAMBLING_HELPLINE.phone);
    expect(text.message).toMatch(/How are you going\?|good time to stop or take a break\?/);
  });

  it('should say the last alert is the last, at 8 hours', () => {
    expect(sessionAlertText(480, 'slot', '0').message).toContain('this is the last alert for it');
  });

  it('should name the helpline in the late-night note', () => {
    expect(lateNightText('slot')).toEqual({ title: "It's late", message: expect.stringContaining(`${GAMBLING_HELPLINE.name} ${GAMBLING_HELPLINE.phone}`) });
  });

  it('should write lengths as people say them', () => {
    expect([30, 45, 60, 90, 120, 150].map(sessionLength)).toEqual(['30 minutes', '45 minutes', '1 hour', '1 hour 30 minutes', '2 hours', '2 hours 30 minutes']);
  });
});
