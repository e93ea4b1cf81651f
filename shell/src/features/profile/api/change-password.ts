import { useMutation } from '@tanstack/react-query';
import { api } from '@tally/ui';
import type { PasswordChange } from '../validate-password';

/** PATCH /api/user/password (the server checks the current password and ends other sessions). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => api.call('changePassword', { body: input }),
  });
}
