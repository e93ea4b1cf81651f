import { remoteOfPage } from '@tally/contracts';
import { fetchRemoteModule } from './load-remote';
import { pageRemoteFromIndexHtml } from './remotes-manifest';

/**
 * Starts downloading the remote of the page being opened (its manifest, entry and route chunks) as
 * the shell starts, beside the shell's own libraries, instead of one after the other once the route
 * renders. The route's own load then finds it under way; a failure is not kept (load-remote.ts), so
 * the route tries again and shows its error with Retry. The page's remote is the one index.html names
 * (home's, for a browser with a session), or else the path's own.
 */
export function preloadRouteRemote(pathname: string): void {
  const remote = pageRemoteFromIndexHtml() ?? remoteOfPage(pathname);
  if (remote) void fetchRemoteModule(remote, 'routes').catch(() => undefined);
}
