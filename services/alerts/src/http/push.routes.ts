import { Router } from '@koa/router';
import { DeletePushSubscriptionRequest, ERROR_CODES, SavePushSubscriptionRequest } from '@tally/contracts';
import { InputError, ServiceError, requireUserId, type ServiceState } from '@tally/service-kit';
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
  const router = new Router<ServiceState>({ prefix: '/api/push' });

  router.get('/public-key', async (http) => {
    requireUserId(http);
    http.body = { publicKey: deps.publicKey };
  });

  router.post('/subscriptions', async (http) => {
    const userId = requireUserId(http);
    const subscription = SavePushSubscriptionRequest.parse(http.request.body ?? {});
    if (!deps.publicKey) throw new ServiceError('Push alerts are not set up on this server.', 503, ERROR_CODES.pushUnavailable);
    if (!isAllowedPushEndpoint(subscription.endpoint, deps.allowedHosts)) {
      throw new InputError("This browser's push service is not one we can send to.", undefined, ERROR_CODES.pushEndpointRefused);
    }
    const saved = await deps.subscriptions.save(userId, { endpoint: subscription.endpoint, ...subscription.keys });
    http.status = 201;
    http.body = { id: saved.id };
  });

  router.delete('/subscriptions', async (http) => {
    const userId = requireUserId(http);
    const { endpoint } = DeletePushSubscriptionRequest.parse(http.request.body ?? {});
    http.body = { removed: await deps.subscriptions.deleteByEndpoint(userId, endpoint) };
  });
  return router;
}
