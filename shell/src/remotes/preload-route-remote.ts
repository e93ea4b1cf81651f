import { paths } from '../config/paths';
import { loadRemoteModule } from './load-remote';

// Pages that are a remote's own, by path prefix. Home is left out: signed-out visitors land on '/'
// too, and the landing page must not pay for the tracking remote.
const remoteOfPath: ReadonlyArray<readonly [prefix: string, remote: string]> = [
  [paths.reports, 'reports'],
  [paths.insights, 'insights'],
  [paths.education, 'support'],
];

/**
 * Starts loading the remote of the page being opened (its manifest, entry and route chunk) while the
 * shell is still asking who is signed in, instead of one after the other once the route renders. The
 * route's own load then finds it under way; a failure is not kept (load-remote.ts), so the route
 * tries again and shows its error with Retry.
 */
export function preloadRouteRemote(pathname: string): void {
  const match = remoteOfPath.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (match) void loadRemoteModule(match[1], 'routes').catch(() => undefined);
}
