const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push endpoint is a URL the server will POST to, so it must be a real push service, not any
 * address a caller names (that would let anyone make the server call its own network). https to
 * a listed host or its subdomain; plain http only to a loopback host that is itself listed (tests).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}
