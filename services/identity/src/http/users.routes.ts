import { Router } from '@koa/router';
import { DeleteAccountRequest, RegisterRequest, SERVER_MESSAGES } from '@tally/contracts';
import { AuthenticationError, requireUserId, type ServiceState } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import { deleteAccount } from '../domain/account-settings';
import type { IdentityDeps } from '../domain/identity-deps';
import { registerUser } from '../domain/register-user';

export function usersRoutes(deps: IdentityDeps) {
  const router = new Router<ServiceState>();

  router.post('/api/register', async (ctx) => {
    await registerUser(deps, RegisterRequest.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = { message: SERVER_MESSAGES.verificationSent };
  });

  router.get('/api/user', async (ctx) => {
    const row = await deps.work.repos.users.findById(requireUserId(ctx));
    // A session that outlived its account is a signed-out visitor.
    if (!row) throw new AuthenticationError();
    ctx.body = toUser(row);
  });

  router.delete('/api/user', async (ctx) => {
    const { password } = DeleteAccountRequest.parse(ctx.request.body ?? {});
    await deleteAccount(deps, requireUserId(ctx), password);
    ctx.body = { message: 'Your account and all of its data have been deleted.' };
  });
  return router;
}
