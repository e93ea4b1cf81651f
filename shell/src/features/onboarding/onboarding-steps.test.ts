import { ONBOARDING } from '@tally/contracts';
import { stepLabel, TOUR_STEPS } from './onboarding-steps';

describe('TOUR_STEPS', () => {
  it('should have the 8 steps of the spec in order', () => {
    expect(TOUR_STEPS).toHaveLength(ONBOARDING.steps);
    expect(TOUR_STEPS.map((step) => step.id)).toEqual(['welcome', 'categories', 'ocr-scanning', 'pending-tracking', 'reports', 'ai-insights', 'notifications', 'complete']);
  });

  it('should highlight the reports, AI and settings tabs on their steps', () => {
    expect(TOUR_STEPS.filter((step) => step.highlightTab).map((step) => step.highlightTab)).toEqual(['/reports', '/ai-insights', '/settings']);
  });

  it('should label steps "Step N of 8"', () => {
    expect(stepLabel(0)).toBe('Step 1 of 8');
    expect(stepLabel(7)).toBe('Step 8 of 8');
  });
});
