import { useMutation } from '@tanstack/react-query';
import { api } from '@tally/ui';

/** POST /api/resend-verification: the server answers the same whether or not the address exists. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.call('resendVerification', { body: { email } }),
  });
}
