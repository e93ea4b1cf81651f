import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/**
 * GET /api/settings: the person's spend limits in force, any raise or removal still cooling off,
 * and alert preferences (defaults when never saved). Asked afresh on each visit: a change cooling
 * off takes effect on the server while the cached answer would still show it waiting.
 */
export function useSettings() {
  return useQuery({ ...apiQuery('getSettings'), staleTime: 0 });
}
