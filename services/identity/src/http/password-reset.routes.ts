import { SERVER_MESSAGES } from '@tally/contracts';
import { route } from '@tally/service-kit';
import type { IdentityDeps } from '../domain/identity-deps';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';

export function passwordResetRoutes(deps: IdentityDeps) {
  return [
    route('forgotPassword', async ({ body: { email } }) => {
      await requestPasswordReset(deps, email);
      return { message: SERVER_MESSAGES.passwordResetSent };
    }),

    route('resetPassword', async ({ body }) => {
      await resetPassword(deps, body);
      return { message: SERVER_MESSAGES.passwordResetDone };
    }),
  ];
}
