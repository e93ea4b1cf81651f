import { ApiError } from './api-error';
import { fetchAllPages } from './fetch-all-pages';
import type { FetchLike } from './http-client';

/** A fake paged endpoint: `pages[i]` is the i-th page; each but the last names the next in X-Next-Cursor. */
function pagedFetch(pages: unknown[][], failAt?: number): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  const fetch: FetchLike = async (input) => {
    urls.push(input);
    const index = Number(new URL(input, 'http://x').searchParams.get('cursor') ?? 0);
    if (index === failAt) return new Response('{"message":"Boom"}', { status: 500 });
    const headers = index < pages.length - 1 ? { 'X-Next-Cursor': String(index + 1) } : undefined;
    return new Response(JSON.stringify(pages[index]), { status: 200, headers });
  };
  return { fetch, urls };
}

describe('fetchAllPages', () => {
  it('should follow X-Next-Cursor to the last page and answer every item in order, with the query on each page', async () => {
    const { fetch, urls } = pagedFetch([[1, 2], [3, 4], [5]]);

    const items = await fetchAllPages<number>('/api/activities', { query: { limit: 2 }, fetch });

    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(urls).toEqual(['/api/activities?limit=2', '/api/activities?limit=2&cursor=1', '/api/activities?limit=2&cursor=2']);
  });

  it('should answer one page when there is no cursor, and an empty list for none', async () => {
    expect(await fetchAllPages('/api/sessions', { fetch: pagedFetch([[]]).fetch })).toEqual([]);
  });

  it("should throw the server's error as an ApiError when a page fails", async () => {
    const { fetch } = pagedFetch([[1], [2], [3]], 1);

    await expect(fetchAllPages('/api/activities', { fetch })).rejects.toEqual(new ApiError('Boom', 500));
  });
});
