import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RouteSpinner } from '../app/layout/route-spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailableError } from './remote-errors';
import { loadRemoteModule } from './load-remote';

/** Props of {@link RemoteRoute}. */
export interface RemoteRouteProps {
  /** Remote name as in /remotes.json ("tracking"). */
  remote: string;
  /** Exposed module without "./" ("routes"); its default export is rendered. */
  module: string;
  /** What the person calls this screen, for the error message ("Reports"). */
  label: string;
}

/**
 * Renders a remote's exposed component, loaded at run time. Each remote route has its own Suspense
 * and error boundary, so a remote that is down breaks only its own route; Retry loads it afresh.
 */
export function RemoteRoute({ remote, module, label }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: Retry loads the remote afresh (load-remote.ts caches no failure).
  const Remote = useMemo(() => lazy(() => loadRemoteComponent(remote, module)), [remote, module, attempt]);
  return (
    // Keyed by remote too: routes reuse this component, and one remote's error must not stick to the next.
    <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RouteSpinner />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

async function loadRemoteComponent(remote: string, module: string): Promise<{ default: ComponentType }> {
  const id = `${remote}/${module}`;
  let loaded: { default?: ComponentType } | undefined;
  try {
    loaded = await loadRemoteModule<{ default?: ComponentType }>(remote, module);
  } catch (cause) {
    throw new RemoteUnavailableError(id, { cause });
  }
  if (!loaded?.default) throw new RemoteUnavailableError(id);
  return { default: loaded.default };
}
