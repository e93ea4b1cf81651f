import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tally/ui';

/** PATCH /api/user/settings {hasCompletedOnboarding: true}: Skip Tutorial and Get Started both save it. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('patchUserSettings', { body: { hasCompletedOnboarding: true } }),
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) queryClient.setQueryData(queryKeys.user, user);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
