import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TIMINGS } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { showToastAfterReload } from '@tally/ui/core';

/**
 * DELETE /api/user with the password. On success, like signing out: every cached answer is
 * dropped, the user becomes null, and the page reloads at /, which shows the 'Account deleted' toast.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.call('deleteAccount', { body: { password } }),
    onSuccess: () => {
      showToastAfterReload('accountDeleted');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, null);
      setTimeout(() => window.location.assign('/'), AUTH_TIMINGS.logoutRedirectMs);
    },
  });
}
