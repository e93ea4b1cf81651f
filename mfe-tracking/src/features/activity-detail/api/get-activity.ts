import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Activity } from '@tally/contracts';
import { apiQuery, queryKeys } from '@tally/ui';

/**
 * The activity as a list already read holds it (home's lists, reports), with when that list was
 * read. A list marked out of date (an AI result arrived for one of its activities) is not used.
 */
export function fromLists(queryClient: QueryClient, id: string): { activity: Activity; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.activities })) {
    if (query.state.isInvalidated) continue;
    const data: unknown = query.state.data;
    const found = Array.isArray(data) ? (data as Activity[]).find((item) => item.id === id) : undefined;
    if (found) return { activity: found, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * GET /api/activities/{id}: one activity for the detail dialog (reports and notifications open it
 * by id). Opened from a list that holds it, the list's copy is shown at once, without a request
 * (it is as fresh as that list: every activity change refreshes the activities reads).
 */
export function useActivity(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...apiQuery('getActivity', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    initialData: () => (id ? fromLists(queryClient, id)?.activity : undefined),
    initialDataUpdatedAt: () => (id ? fromLists(queryClient, id)?.updatedAt : undefined),
  });
}
