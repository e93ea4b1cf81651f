import { route } from '@tally/service-kit';
import { changePassword, setOnboardingCompleted, updateProfile } from '../domain/account-settings';
import type { IdentityDeps } from '../domain/identity-deps';

export function accountRoutes(deps: IdentityDeps) {
  return [
    route('patchProfile', ({ userId, body }) => updateProfile(deps, userId, body)),

    route('patchUserSettings', ({ userId, body: { hasCompletedOnboarding } }) => setOnboardingCompleted(deps, userId, hasCompletedOnboarding)),

    route('changePassword', async ({ userId, body, ctx }) => {
      await changePassword(deps, userId, ctx.state.caller.sessionId, body);
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    }),
  ];
}
