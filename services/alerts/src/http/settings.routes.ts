import { Router } from '@koa/router';
import { PatchSettingsRequest, PendingLimitParams, PutSettingsRequest } from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { readSettingsState } from '../domain/settings-state';
import { cancelPendingLimit, updateSettings } from '../domain/settings-changes';

export function settingsRoutes(ctx: AlertsContext) {
  const router = new Router<ServiceState>();

  router.get('/api/settings', async (http) => {
    http.body = await readSettingsState(ctx.work.repos, requireUserId(http), ctx.clock());
  });

  router.patch('/api/settings', async (http) => {
    const userId = requireUserId(http);
    http.body = await updateSettings(ctx, userId, PatchSettingsRequest.parse(http.request.body ?? {}), callerTimeZone(http));
  });

  router.put('/api/settings', async (http) => {
    const userId = requireUserId(http);
    http.body = await updateSettings(ctx, userId, PutSettingsRequest.parse(http.request.body ?? {}), callerTimeZone(http));
  });

  router.delete('/api/settings/pending-limits/:period', async (http) => {
    const userId = requireUserId(http);
    http.body = await cancelPendingLimit(ctx, userId, PendingLimitParams.parse(http.params).period);
  });
  return router;
}
