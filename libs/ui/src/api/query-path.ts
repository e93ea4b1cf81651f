/**
 * Turns a query key into the GET path it stands for (spec section 7: the key parts joined with a
 * slash). The first part is the path's start ('/api/activities', see apiKey in query-keys.ts); each
 * further text part is one path segment, encoded; an object part becomes the query string, where
 * undefined and null values are left out.
 * @example queryKeyToPath(['/api/activities', { limit: 5 }]) === '/api/activities?limit=5'
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const [index, part] of queryKey.entries()) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(index === 0 ? String(part) : encodeURIComponent(String(part)));
    else if (part && typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.append(name, String(value));
      }
    }
  }
  const path = segments.join('/').replace(/\/{2,}/g, '/');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
