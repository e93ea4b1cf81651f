import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tally/ui';

/** What the Personal info form sends (email cannot change). */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  timeZone: string;
}

/** PATCH /api/user/profile; the answer replaces the cached user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.call('patchProfile', { body: input }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
