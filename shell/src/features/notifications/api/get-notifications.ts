import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/** Every notification, newest first. Always refetched on open: alerts creates them from events elsewhere. */
export function useNotifications() {
  return useQuery({ ...apiQuery('listNotifications'), staleTime: 0 });
}
