import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/activities/{id}: one activity for the detail dialog (reports and notifications open it by id). */
export function useActivity(id: string | null) {
  return useQuery<ApiAnswer<'getActivity'>>({ queryKey: queryKeys.activity(id ?? ''), enabled: Boolean(id) });
}
