import { activityOutcome, aiVerdict, confidenceText } from './activity-outcome';

describe('activityOutcome', () => {
  it('should be pending until completed, then win or loss', () => {
    expect(activityOutcome({ isCompleted: false, isWin: null })).toBe('pending');
    expect(activityOutcome({ isCompleted: true, isWin: true })).toBe('win');
    expect(activityOutcome({ isCompleted: true, isWin: false })).toBe('loss');
    expect(activityOutcome({ isCompleted: true, isWin: null })).toBe('loss');
  });
});

describe('aiVerdict', () => {
  it('should keep win, loss and undetermined, and show anything else as review', () => {
    expect(aiVerdict('win')).toBe('win');
    expect(aiVerdict('loss')).toBe('loss');
    expect(aiVerdict('undetermined')).toBe('undetermined');
    expect(aiVerdict('pending_review')).toBe('review');
    expect(aiVerdict(null)).toBe('review');
  });
});

describe('confidenceText', () => {
  it('should show a whole percentage, or nothing when unknown', () => {
    expect(confidenceText(0.856)).toBe('86%');
    expect(confidenceText(1)).toBe('100%');
    expect(confidenceText(0)).toBe('0%');
    expect(confidenceText(null)).toBeNull();
  });
});
