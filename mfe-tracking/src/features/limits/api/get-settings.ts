import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/settings: the person's limits and alert preferences. */
export function useSettings() {
  return useQuery<Settings>({ queryKey: queryKeys.settings });
}
