import { route } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { readSettingsState } from '../domain/settings-state';
import { cancelPendingLimit, updateSettings } from '../domain/settings-changes';

export function settingsRoutes(ctx: AlertsContext) {
  return [
    route('getSettings', ({ userId }) => readSettingsState(ctx.work.repos, userId, ctx.clock())),
    route('patchSettings', ({ userId, body, timeZone }) => updateSettings(ctx, userId, body, timeZone)),
    route('putSettings', ({ userId, body, timeZone }) => updateSettings(ctx, userId, body, timeZone)),
    route('cancelPendingLimit', ({ userId, params: { period } }) => cancelPendingLimit(ctx, userId, period)),
  ];
}
