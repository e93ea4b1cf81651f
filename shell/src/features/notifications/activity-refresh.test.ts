import type { Notification } from '@tally/contracts';
import { createActivityRefreshTracker } from './activity-refresh';

const note = (type: string, activityId?: string): Pick<Notification, 'type' | 'metadata'> => ({ type, metadata: activityId ? { activityId } : null });

describe('createActivityRefreshTracker', () => {
  it('names each activity an AI result is about once, and ignores notifications about no activity', () => {
    const tracker = createActivityRefreshTracker();
    expect(tracker.newlyNamed([note('ai_result_check', 'a1'), note('spend_limit_exceeded'), note('ai_result_undetermined', 'a2'), note('ai_result_check', 'a1')])).toEqual([
      'a1',
      'a2',
    ]);
    expect(tracker.newlyNamed([note('ai_result_check', 'a1'), note('ai_result_check', 'a2')])).toEqual([]);
    expect(tracker.newlyNamed([note('ai_result_check', 'a3'), note('ai_result_check', 'a1')])).toEqual(['a3']);
  });
});
