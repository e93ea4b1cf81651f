import { useEffect } from 'react';
import type { Notification } from '@tally/contracts';
import { rememberLimitAlertShown, showToast, wasLimitAlertShownRecently } from '@tally/ui';
import { createArrivalTracker } from '../arrival-toasts';

/**
 * The page's one tracker (module state, so a remount of the header keeps it): the bell feeds it
 * each unread answer, the /notifications list tells it what is already on screen.
 */
export const arrivalTracker = createArrivalTracker({ wasShownRecently: wasLimitAlertShownRecently, remember: rememberLimitAlertShown });

/** Shows a limit or session alert that arrives while the app is open as a toast, once. */
export function useArrivalToasts(unread: readonly Notification[] | undefined) {
  useEffect(() => {
    if (!unread) return;
    const toast = arrivalTracker.arrived(unread);
    if (toast) showToast(toast);
  }, [unread]);
}
