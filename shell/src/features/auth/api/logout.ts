import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TIMINGS } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { forgetThisDevice } from '../../push';
import { showToastAfterReload } from '@tally/ui/core';

/**
 * POST /api/logout. First this device's push subscription is removed (best effort, a few seconds at
 * most; it needs the session), so a shared device stops getting the person's alerts; here rather
 * than in a screen, so every way of signing out does it. On success (spec section 4): the cached
 * user becomes null, every other cached answer is dropped, and the page reloads at / after 100 ms;
 * the 'Logged out' toast shows there (a toast shown now would go with this page).
 */
export function useLogout({ onFailed }: { onFailed?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await forgetThisDevice();
      return api.call('logout');
    },
    onError: (error) => onFailed?.(error),
    onSuccess: () => {
      showToastAfterReload('signedOut');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, null);
      setTimeout(() => window.location.assign('/'), AUTH_TIMINGS.logoutRedirectMs);
    },
  });
}
