import { useMutation } from '@tanstack/react-query';
import { api } from '@tally/ui';
import type { ApiBody } from '@tally/contracts';

/** POST /api/reset-password: the emailed token and the new password, twice. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ApiBody<'resetPassword'>) => api.call('resetPassword', { body }),
  });
}
