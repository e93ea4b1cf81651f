import { remoteOfPage } from '@tally/contracts';
import { loadRemoteModule } from './load-remote';

/**
 * Starts loading the remote of the page being opened (its manifest, entry and route chunk) while the
 * shell is still asking who is signed in, instead of one after the other once the route renders. The
 * route's own load then finds it under way; a failure is not kept (load-remote.ts), so the route
 * tries again and shows its error with Retry.
 */
export function preloadRouteRemote(pathname: string): void {
  const remote = remoteOfPage(pathname);
  if (remote) void loadRemoteModule(remote, 'routes').catch(() => undefined);
}
