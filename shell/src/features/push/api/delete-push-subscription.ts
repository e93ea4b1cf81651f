import type { ApiAnswer } from '@tally/contracts';
import { api } from '@tally/ui';

/** DELETE /api/push/subscriptions: no more alerts to the device with this push endpoint. */
export function deletePushSubscription(endpoint: string): Promise<ApiAnswer<'deletePushSubscription'>> {
  return api.call('deletePushSubscription', { body: { endpoint } });
}
