import { Router } from '@koa/router';
import { ChangePasswordRequest, PatchProfileRequest, PatchUserSettingsRequest } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { changePassword, setOnboardingCompleted, updateProfile } from '../domain/account-settings';
import type { IdentityDeps } from '../domain/identity-deps';

export function accountRoutes(deps: IdentityDeps) {
  const router = new Router<ServiceState>({ prefix: '/api/user' });

  router.patch('/profile', async (ctx) => {
    ctx.body = await updateProfile(deps, requireUserId(ctx), PatchProfileRequest.parse(ctx.request.body ?? {}));
  });

  router.patch('/settings', async (ctx) => {
    const { hasCompletedOnboarding } = PatchUserSettingsRequest.parse(ctx.request.body ?? {});
    ctx.body = await setOnboardingCompleted(deps, requireUserId(ctx), hasCompletedOnboarding);
  });

  router.patch('/password', async (ctx) => {
    const input = ChangePasswordRequest.parse(ctx.request.body ?? {});
    await changePassword(deps, requireUserId(ctx), ctx.state.caller.sessionId, input);
    ctx.body = { message: 'Your password has been changed. Other devices have been signed out.' };
  });
  return router;
}
