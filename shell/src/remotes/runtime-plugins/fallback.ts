import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from '../remote-errors';

/**
 * When a remote cannot be loaded (manifest, entry or module), answer with a stand-in module instead
 * of failing the whole shell. Its component throws during render, so the route's error boundary
 * shows the Retry screen and every other route keeps working. This file runs before the shared
 * modules are ready, so it must not import React or anything else that is shared.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tally-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a failed loadRemote() is answered with a module; other stages expect other shapes.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[tally] remote ${id} failed to load`, error);
      const FailedRemote = () => {
        throw new RemoteUnavailableError(id, { cause: error });
      };
      return { __esModule: true, default: FailedRemote };
    },
  };
}
