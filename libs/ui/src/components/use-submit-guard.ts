import { useCallback, useRef, useState } from 'react';

/**
 * One submit at a time: a second press while the first request is in flight (a double-click) does nothing, and
 * `busy` disables the button from the first press on, before the request library reports it pending.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const guard = useCallback((run: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    void run()
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, guard };
}
