import { lazy, Suspense, useState, type ComponentType } from 'react';
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
  // Keyed by remote: routes reuse this component, and one remote's error or component must not stick to the next.
  return <RemoteRouteAttempts key={`${remote}/${module}`} remote={remote} module={module} label={label} />;
}

function RemoteRouteAttempts({ remote, module, label }: RemoteRouteProps) {
  // A lazy component keeps its failure, so each attempt has its own, made when the attempt starts (not
  // during render): Retry loads the remote afresh (load-remote.ts caches no failure).
  const [attempt, setAttempt] = useState(() => ({ number: 0, Remote: lazyRemote(remote, module) }));
  const { Remote } = attempt;
  const retry = () => {
    const next = lazyRemote(remote, module);
    setAttempt((current) => ({ number: current.number + 1, Remote: next }));
  };
  return (
    <RemoteErrorBoundary key={attempt.number} label={label} onRetry={retry}>
      <Suspense fallback={<RouteSpinner />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function lazyRemote(remote: string, module: string) {
  return lazy(() => loadRemoteComponent(remote, module));
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
