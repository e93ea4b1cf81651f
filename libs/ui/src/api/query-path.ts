/**
 * Turns a query key into the GET path it stands for (spec section 7: the key parts joined with a
 * slash). An object part becomes the query string; undefined and null values are left out.
 * @example queryKeyToPath(['/api/activities', { limit: 5 }]) === '/api/activities?limit=5'
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
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
