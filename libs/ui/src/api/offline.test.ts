import { ApiError, isServerUnreachable, retryAfterSeconds, ServerUnreachableError } from './api-error';
import { createHttpClient, type FetchLike } from './http-client';
import { readRetryDelay, retryRead } from './query-client';
import { saveFailedToast, SERVER_UNREACHABLE_TOAST } from '../toast/unreachable-toast';

/** Issue 28: a server that cannot be reached is its own state: writes say so calmly, reads retry by themselves. */
describe('when the server cannot be reached', () => {
  const failing: FetchLike = async () => {
    throw new TypeError('Failed to fetch');
  };

  it('should throw ServerUnreachableError for no answer, but keep an abort an abort', async () => {
    await expect(createHttpClient({ fetch: failing }).get('/api/stats')).rejects.toBeInstanceOf(ServerUnreachableError);

    const controller = new AbortController();
    controller.abort();
    const aborting: FetchLike = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(createHttpClient({ fetch: aborting }).get('/api/stats', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("should read a 503's Retry-After into the error", async () => {
    const busy: FetchLike = async () =>
      new Response('{"message":"Tally can\'t reach its database just now.","code":"COMMON.SERVICE_UNAVAILABLE"}', { status: 503, headers: { 'Retry-After': '2' } });
    await expect(createHttpClient({ fetch: busy }).get('/api/stats')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:05 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(5);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it('should count no answer, 502, 503 and 504 as unreachable, and nothing else', () => {
    expect([new ServerUnreachableError(), new ApiError('x', 502), new ApiError('x', 503), new ApiError('x', 504)].map(isServerUnreachable)).toEqual([true, true, true, true]);
    expect([new ApiError('x', 500), new ApiError('x', 409), new Error('x'), undefined].map(isServerUnreachable)).toEqual([false, false, false, false]);
  });

  it("should show a write the calm offline toast when unreachable, and the screen's own toast otherwise", () => {
    const own = { title: 'Error', description: 'Failed to log wager. Please try again.', variant: 'error' } as const;
    expect(saveFailedToast(new ServerUnreachableError(), own)).toEqual({
      title: "Tally can't reach its server",
      description: 'Your entry was not saved. Please try again in a moment.',
      variant: 'warning',
    });
    expect(saveFailedToast(new ApiError('x', 503), own)).toBe(SERVER_UNREACHABLE_TOAST);
    expect(saveFailedToast(new ApiError('boom', 500), own)).toBe(own);
  });

  it('should retry a read three times when unreachable or failing on the server, never after a refusal (4xx)', () => {
    expect([0, 1, 2, 3].map((n) => retryRead(n, new ServerUnreachableError()))).toEqual([true, true, true, false]);
    expect(retryRead(0, new ApiError('x', 503))).toBe(true);
    expect(retryRead(0, new ApiError('x', 500))).toBe(true);
    expect([400, 401, 404, 429].map((status) => retryRead(0, new ApiError('x', status)))).toEqual([false, false, false, false]);
  });

  it('should wait 1 s, 2 s, 4 s between tries, or the Retry-After the answer asked for (at most 10 s)', () => {
    expect([0, 1, 2].map((n) => readRetryDelay(n, new ServerUnreachableError()))).toEqual([1000, 2000, 4000]);
    expect(readRetryDelay(0, new ApiError('x', 503, undefined, undefined, 3))).toBe(3000);
    expect(readRetryDelay(0, new ApiError('x', 503, undefined, undefined, 120))).toBe(10_000);
  });
});
