import { isCheckInMark, LAST_SESSION_MARK, nextSessionMark } from './session-alert-marks';

describe('session alert marks', () => {
  it('should fall at 30, 45, 60, 90, 120 minutes and on every half hour after, to the 8-hour last one', () => {
    const marks: number[] = [];
    for (let mark = nextSessionMark(0); mark !== null; mark = nextSessionMark(mark)) marks.push(mark);
    expect(marks.slice(0, 6)).toEqual([30, 45, 60, 90, 120, 150]);
    expect(marks.at(-1)).toBe(LAST_SESSION_MARK);
    expect(marks).toHaveLength(17);
  });

  it('should find the next mark from any minute (a job that ran late)', () => {
    expect(nextSessionMark(31)).toBe(45);
    expect(nextSessionMark(46)).toBe(60);
    expect(nextSessionMark(100)).toBe(120);
    expect(nextSessionMark(LAST_SESSION_MARK)).toBeNull();
  });

  it('should check in kindly at 45 minutes, 1 hour and 2 hours only', () => {
    expect([30, 45, 60, 90, 120, 150].filter(isCheckInMark)).toEqual([45, 60, 120]);
  });
});
