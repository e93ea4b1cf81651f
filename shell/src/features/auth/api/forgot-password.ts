import { useMutation } from '@tanstack/react-query';
import { api } from '@tally/ui';

/** POST /api/forgot-password: the server answers the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.call('forgotPassword', { body: { email } }),
  });
}
