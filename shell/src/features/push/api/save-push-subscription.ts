import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

/** POST /api/push/subscriptions: alerts go to this device's subscription (`subscription.toJSON()`) from now on. */
export function savePushSubscription(subscription: ApiBody<'savePushSubscription'>): Promise<ApiAnswer<'savePushSubscription'>> {
  return api.call('savePushSubscription', { body: subscription });
}
