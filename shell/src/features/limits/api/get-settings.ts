import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/settings: the person's spend limits and alert preferences (defaults when never saved). */
export function useSettings() {
  return useQuery<ApiAnswer<'getSettings'>>({ queryKey: queryKeys.settings });
}
