import { Router } from '@koa/router';
import { RegisterRequest } from '@tally/contracts';
import { NotFoundError, AuthenticationError, requireUserId, type ServiceState } from '@tally/service-kit';
import { toUser, type UsersRepo } from '../db/users.repo';
import { registerUser, type RegisterDeps } from '../domain/register-user';

export function usersRoutes(deps: RegisterDeps & { users: UsersRepo; afterCommit(): void }) {
  const router = new Router<ServiceState>();

  router.post('/api/register', async (ctx) => {
    const input = RegisterRequest.parse(ctx.request.body);
    await registerUser(deps, input);
    deps.afterCommit();
    ctx.status = 201;
    ctx.body = { message: 'Please check your email for a verification link.' };
  });

  router.get('/api/user', async (ctx) => {
    const row = await deps.users.findById(requireUserId(ctx));
    // A session that outlived its account is a signed-out visitor.
    if (!row) throw new AuthenticationError();
    ctx.body = toUser(row);
  });

  router.all('/api/user', () => {
    throw new NotFoundError();
  });
  return router;
}
