import { useEffect, useState } from 'react';
import { ApiError, showToast, tooManyRequestsToast } from '@tally/ui';
import { usePushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { NotificationsNotAllowedError, currentSubscription, readPushEnvironment, subscribeThisDevice, unsubscribeThisDevice } from '../push-device';
import { madeWithKey, notificationsBlockedMessage, pushUnavailableReason, subscriptionBody } from '../push-support';

/** What the push alerts switch shows and does. */
export interface PushAlerts {
  /** 'checking' while the server's key and this browser's subscription are read. */
  state: 'checking' | 'unavailable' | 'off' | 'on';
  /** Why push alerts cannot be turned on here (state 'unavailable'). */
  reason: string | null;
  /** How to unblock notifications, when the browser blocks them for Tally. */
  blockedMessage: string | null;
  /** A change is under way. */
  busy: boolean;
  turn(on: boolean): void;
}

/** Push alerts on this device: whether they can be on, whether they are, and turning them on or off. */
export function usePushAlerts(): PushAlerts {
  const [env] = useState(readPushEnvironment);
  const browserReason = pushUnavailableReason(env, undefined);
  const key = usePushPublicKey({ enabled: browserReason === null });
  const publicKey = key.data?.publicKey;
  const [subscribed, setSubscribed] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(() => browserReason === null && Notification.permission === 'denied');

  // The switch starts as this browser is: on when it holds a subscription made with the server's
  // key. That subscription is saved again, so it is the signed-in person's (the server keeps one
  // owner per device); one made with an old key is useless, and shows as off.
  useEffect(() => {
    if (browserReason !== null || !publicKey) return;
    let current = true;
    void currentSubscription()
      .then((subscription) => {
        const usable = subscription !== null && madeWithKey(subscription.options.applicationServerKey, publicKey);
        if (current) setSubscribed(usable);
        if (usable) void savePushSubscription(subscriptionBody(subscription.toJSON())).catch(() => undefined);
      })
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [browserReason, publicKey]);

  const reason = browserReason ?? (key.isError ? "Tally couldn't check whether push alerts are available. Reload the page to try again." : pushUnavailableReason(env, publicKey));
  const state = reason !== null ? 'unavailable' : publicKey === undefined || subscribed === undefined ? 'checking' : subscribed ? 'on' : 'off';

  const refresh = () =>
    currentSubscription().then(
      (subscription) => setSubscribed(subscription !== null),
      () => undefined,
    );

  const turnOn = async (serverKey: string) => {
    try {
      await subscribeThisDevice(serverKey);
      setSubscribed(true);
      setBlocked(false);
      showToast({ title: 'Push alerts on', description: 'This device will get your limit and session alerts.' });
    } catch (error) {
      if (error instanceof NotificationsNotAllowedError && error.permission === 'denied') setBlocked(true);
      else if (error instanceof NotificationsNotAllowedError) {
        showToast({ title: 'Notifications not allowed', description: 'Turn the switch on again and choose Allow when your browser asks.', variant: 'info' });
      } else showToast(tooManyRequestsToast(error) ?? { title: "Push alerts couldn't be turned on", description: failureText(error), variant: 'error' });
      await refresh();
    }
  };

  const turnOff = async () => {
    try {
      await unsubscribeThisDevice();
      setSubscribed(false);
      showToast({ title: 'Push alerts off', description: 'This device will no longer get alerts.' });
    } catch (error) {
      showToast({ title: "Push alerts couldn't be turned off", description: failureText(error), variant: 'error' });
      await refresh();
    }
  };

  return {
    state,
    reason,
    blockedMessage: blocked ? notificationsBlockedMessage(env) : null,
    busy,
    turn(on) {
      if (busy || !publicKey) return;
      setBusy(true);
      void (on ? turnOn(publicKey) : turnOff()).finally(() => setBusy(false));
    },
  };
}

/** The server's own words for an API failure; a plain line for the browser's (often technical) ones. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Please try again. Your alerts still appear under Notifications in Tally.';
}
