import { BODY_LIMIT_BYTES, matchApiRoute, routesForPath, type ApiRoute } from '@tally/contracts';

export type ServiceName = 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts';
export const SERVICE_NAMES: ServiceName[] = ['identity', 'ledger', 'scanner', 'insights', 'alerts'];

export type RouteLookup =
  { kind: 'service'; route: ApiRoute & { service: ServiceName }; bodyLimit: number } | { kind: 'not-found' } | { kind: 'method-not-allowed'; allowed: string[] };

// Multipart framing around the avatar adds a little to the file's own 5 MB.
const MULTIPART_SLACK = 64 * 1024;

/** Which service owns a call, whether it needs a session and how big its body may be: all from the contracts' one route table. */
export function lookupRoute(method: string, path: string): RouteLookup {
  const match = matchApiRoute(method, path);
  if (!match) {
    const routes = routesForPath(path);
    return routes.length ? { kind: 'method-not-allowed', allowed: [...new Set(routes.map((r) => r.method))] } : { kind: 'not-found' };
  }
  const route = match.route;
  if (route.service === 'gateway') return { kind: 'not-found' };
  const bodyLimit = BODY_LIMIT_BYTES[route.bodyLimit ?? 'default'] + (route.bodyContentType === 'multipart/form-data' ? MULTIPART_SLACK : 0);
  return { kind: 'service', route: route as ApiRoute & { service: ServiceName }, bodyLimit };
}
