import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TIMINGS, type ApiBody } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** What the Sign In form sends; username is the email (spec section 3). */
export type LoginInput = ApiBody<'login'>;

/**
 * POST /api/login. On success (spec section 4): the user is cached at once, refetched after
 * 100 ms, and the page is fully reloaded at / after 500 ms.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.call('login', { body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.user }), AUTH_TIMINGS.userRefetchMs);
      setTimeout(() => window.location.assign('/'), AUTH_TIMINGS.loginRedirectMs);
    },
  });
}
