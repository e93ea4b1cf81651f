import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tally/contracts';
import { queryKeys } from '@tally/ui';
import { createActivityRefreshTracker } from '../activity-refresh';

const tracker = createActivityRefreshTracker();

/**
 * When the bell's poll brings a notification about an activity (an AI result check), the lists and
 * that activity are read again, so home's 'AI: …' chip and the dialog show what the check found.
 */
export function useActivityRefresh(unread: readonly Notification[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unread) return;
    const ids = tracker.newlyNamed(unread);
    if (ids.length === 0) return;
    // The prefix covers the lists and each activity's own read.
    void queryClient.invalidateQueries({ queryKey: queryKeys.activities });
  }, [unread, queryClient]);
}
