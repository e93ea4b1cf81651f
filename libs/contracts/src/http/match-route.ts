import { API_ROUTES, type ApiRoute, type HttpMethod } from './routes';

/** A route found for a request, with its decoded path parameters. */
export interface RouteMatch<R extends ApiRoute = ApiRoute> {
  route: R;
  params: Record<string, string>;
}

interface Compiled<R> {
  route: R;
  segments: string[];
  staticCount: number;
}

const cache = new WeakMap<readonly ApiRoute[], Compiled<ApiRoute>[]>();

function compile<R extends ApiRoute>(routes: readonly R[]): Compiled<R>[] {
  const known = cache.get(routes);
  if (known) return known as Compiled<R>[];
  const compiled = routes
    .map((route) => {
      const segments = splitPath(route.path);
      return { route, segments, staticCount: segments.filter((s) => !s.startsWith(':')).length };
    })
    // Static segments win over parameters ('/api/sessions/active' before '/api/sessions/:id').
    .sort((a, b) => b.staticCount - a.staticCount);
  cache.set(routes, compiled);
  return compiled;
}

function splitPath(path: string): string[] {
  const bare = path.split('?')[0].split('#')[0];
  return bare.split('/').filter((s) => s.length > 0);
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i];
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual[i]);
      } catch {
        return null;
      }
    } else if (expected !== actual[i]) {
      return null;
    }
  }
  return params;
}

/**
 * Finds the route for a method and path (query string ignored, trailing slash tolerated).
 * Returns null when nothing matches; use {@link routesForPath} to tell 404 from 405.
 */
export function matchApiRoute<R extends ApiRoute = ApiRoute>(method: string, path: string, routes: readonly R[] = API_ROUTES as unknown as R[]): RouteMatch<R> | null {
  const upper = method.toUpperCase() as HttpMethod;
  const actual = splitPath(path);
  for (const { route, segments } of compile(routes)) {
    if (route.method !== upper) continue;
    const params = matchSegments(segments, actual);
    if (params) return { route, params };
  }
  return null;
}

/** Every route whose path matches, whatever the method (for a 405 answer with an Allow header). */
export function routesForPath<R extends ApiRoute = ApiRoute>(path: string, routes: readonly R[] = API_ROUTES as unknown as R[]): R[] {
  const actual = splitPath(path);
  return compile(routes)
    .filter(({ segments }) => matchSegments(segments, actual) !== null)
    .map(({ route }) => route);
}
