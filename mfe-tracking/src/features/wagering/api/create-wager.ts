import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

const BELL_FOLLOW_UP_MS = 2000;

/** What the form sends: a pending wager (spec section 7). */
export interface CreateWagerInput {
  subtype: string;
  amount: string;
}

/**
 * POST /api/activities for a pending wager. Afterwards the activities AND the shell's unread
 * notifications are refreshed: the stake may have crossed 80% of the daily limit, and the bell
 * should not wait for its 30 s poll. alerts creates the notification from an event a moment after
 * the POST answers, so the bell is asked once more shortly after.
 */
export function useCreateWager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subtype, amount }: CreateWagerInput) => api.post<Activity>('/api/activities', { type: 'wagering', subtype, amount: amount.trim(), isCompleted: false }),
    onSuccess: async () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.unreadNotifications }), BELL_FOLLOW_UP_MS);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.activities }), queryClient.invalidateQueries({ queryKey: queryKeys.unreadNotifications })]);
    },
  });
}
