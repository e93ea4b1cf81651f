import { anActivity } from '../../../testing/activity-fixture';
import { defaultResultMode, hasAiCall } from './result-mode';

describe('defaultResultMode', () => {
  it('should open a pending activity the AI called a win or a loss on the AI recommendation', () => {
    expect(defaultResultMode(anActivity({ aiResultChecked: true, aiResultStatus: 'win' }))).toBe('ai');
    expect(defaultResultMode(anActivity({ aiResultChecked: true, aiResultStatus: 'loss' }))).toBe('ai');
  });

  it('should open the manual form when the AI could not tell, or gave another status', () => {
    expect(defaultResultMode(anActivity({ aiResultChecked: true, aiResultStatus: 'undetermined' }))).toBe('manual');
    expect(defaultResultMode(anActivity({ aiResultChecked: true, aiResultStatus: 'pending_review' }))).toBe('manual');
    expect(defaultResultMode(anActivity())).toBe('manual');
  });

  it('should open a settled activity on its summary, AI call or not', () => {
    expect(defaultResultMode(anActivity({ isCompleted: true, isWin: false, aiResultChecked: true, aiResultStatus: 'loss' }))).toBe('summary');
  });
});

describe('hasAiCall', () => {
  it('should need the check to have run', () => {
    expect(hasAiCall({ aiResultChecked: false, aiResultStatus: 'win' })).toBe(false);
  });
});
