import type { Notification } from '@tally/contracts';
import { activityToOpen } from './notification-presentation';

/**
 * Which activities the bell's answer names for the first time. An AI result check changes an
 * activity on the server while the app holds its copy (reads never go stale on their own), so each
 * newly named one is read again; an id is refreshed once, not at every poll.
 */
export function createActivityRefreshTracker() {
  const refreshed = new Set<string>();
  return {
    newlyNamed(unread: readonly Pick<Notification, 'type' | 'metadata'>[]): string[] {
      const ids = unread.map(activityToOpen).filter((id): id is string => id !== null && !refreshed.has(id));
      for (const id of ids) refreshed.add(id);
      return [...new Set(ids)];
    },
  };
}
