import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

/** DELETE /api/push/subscriptions: no more alerts to the device with this push endpoint. */
export function deletePushSubscription(endpoint: string): Promise<ApiAnswer<'deletePushSubscription'>> {
  const body: ApiBody<'deletePushSubscription'> = { endpoint };
  return api.request<ApiAnswer<'deletePushSubscription'>>('DELETE', '/api/push/subscriptions', { body });
}
