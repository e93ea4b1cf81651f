import { Router } from '@koa/router';
import { PatchSettingsRequest, PutSettingsRequest } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { updateSettings, type UpdateSettingsDeps } from '../domain/update-settings';

export function settingsRoutes(deps: UpdateSettingsDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/settings', async (ctx) => {
    ctx.body = await deps.work.repos.settings.get(requireUserId(ctx));
  });

  router.patch('/api/settings', async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.body = await updateSettings(deps, userId, PatchSettingsRequest.parse(ctx.request.body ?? {}));
  });

  router.put('/api/settings', async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.body = await updateSettings(deps, userId, PutSettingsRequest.parse(ctx.request.body ?? {}));
  });
  return router;
}
