import { ERROR_CODES } from '@tally/contracts';
import { ConflictError, InputError, ServiceError, route } from '@tally/service-kit';
import type { PushSubscriptionsRepo } from '../db/push-subscriptions.repo';
import { isAllowedPushEndpoint } from '../push/push-endpoint-policy';

export interface PushRoutesDeps {
  subscriptions: PushSubscriptionsRepo;
  /** Null when push is not set up (no VAPID keys). */
  publicKey: string | null;
  allowedHosts: readonly string[];
}

/** This device's Web Push subscription: the key to subscribe with, saving it, and removing it. */
export function pushRoutes(deps: PushRoutesDeps) {
  return [
    route('getPushPublicKey', async () => ({ publicKey: deps.publicKey })),

    route('savePushSubscription', async ({ userId, body: subscription }) => {
      if (!deps.publicKey) throw new ServiceError('Push alerts are not set up on this server.', 503, ERROR_CODES.pushUnavailable);
      if (!isAllowedPushEndpoint(subscription.endpoint, deps.allowedHosts)) {
        throw new InputError("This browser's push service is not one we can send to.", undefined, ERROR_CODES.pushEndpointRefused);
      }
      const saved = await deps.subscriptions.save(userId, { endpoint: subscription.endpoint, ...subscription.keys });
      // Another account holds the endpoint and these are not its keys: a copied endpoint, not the same browser.
      if (!saved) throw new ConflictError('This push subscription belongs to another browser.', ERROR_CODES.pushEndpointTaken);
      return { id: saved.id };
    }),

    route('deletePushSubscription', async ({ userId, body: { endpoint } }) => ({ removed: await deps.subscriptions.deleteByEndpoint(userId, endpoint) })),
  ];
}
