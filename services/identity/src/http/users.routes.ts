import { SERVER_MESSAGES } from '@tally/contracts';
import { AuthenticationError, route } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import { deleteAccount } from '../domain/account-settings';
import type { IdentityDeps } from '../domain/identity-deps';
import { registerUser } from '../domain/register-user';

export function usersRoutes(deps: IdentityDeps) {
  return [
    route('register', async ({ body }) => {
      await registerUser(deps, body);
      return { message: SERVER_MESSAGES.verificationSent };
    }),

    route('getUser', async ({ userId }) => {
      const row = await deps.work.repos.users.findById(userId);
      // A session that outlived its account is a signed-out visitor.
      if (!row) throw new AuthenticationError();
      return toUser(row);
    }),

    route('deleteAccount', async ({ userId, body: { password } }) => {
      await deleteAccount(deps, userId, password);
      return { message: 'Your account and all of its data have been deleted.' };
    }),
  ];
}
