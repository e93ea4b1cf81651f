import { createHttpClient as createApiClient, type FetchLike } from './http-client';
import { ApiError } from './api-error';

function fakeFetch(status: number, body: string, statusText = ''): { fetch: FetchLike; calls: { input: string; init: RequestInit }[] } {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ input, init });
    return new Response(status === 204 ? null : body, { status, statusText });
  };
  return { fetch, calls };
}

describe('createApiClient', () => {
  it('should send the cookie and a JSON body with a JSON content type only when a body is given', async () => {
    const { fetch, calls } = fakeFetch(200, '{"ok":true}');
    const client = createApiClient({ fetch });

    await client.post('/api/activities', { amount: '5' });
    await client.get('/api/user');

    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"amount":"5"}' });
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[1].init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(calls[1].init.headers).not.toHaveProperty('Content-Type');
  });

  it('should send a FormData body as it is, without a JSON content type', async () => {
    const { fetch, calls } = fakeFetch(200, '{"id":"u1"}');
    const form = new FormData();
    form.append('avatar', new Blob(['png'], { type: 'image/png' }), 'me.png');

    await createApiClient({ fetch }).post('/api/user/avatar', form);

    expect(calls[0].init.body).toBe(form);
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });

  it("should throw an ApiError with the server's message and code when the error body is JSON", async () => {
    const { fetch } = fakeFetch(409, '{"message":"An account with this email already exists","code":"IDENTITY.EMAIL_TAKEN"}');

    const error = await createApiClient({ fetch })
      .post('/api/register', {})
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'An account with this email already exists', status: 409, code: 'IDENTITY.EMAIL_TAKEN' });
  });

  it('should throw "status: text" when the error body is not JSON, and "status: statusText" when it is empty', async () => {
    const plain = fakeFetch(502, 'Bad gateway upstream');
    const empty = fakeFetch(503, '', 'Service Unavailable');

    await expect(createApiClient({ fetch: plain.fetch }).get('/api/user')).rejects.toThrow('502: Bad gateway upstream');
    await expect(createApiClient({ fetch: empty.fetch }).get('/api/user')).rejects.toThrow('503: Service Unavailable');
  });

  it('should resolve to undefined for 204 No Content and parse JSON otherwise', async () => {
    expect(await createApiClient({ fetch: fakeFetch(204, '').fetch }).post('/api/logout')).toBeUndefined();
    expect(await createApiClient({ fetch: fakeFetch(200, '[1,2]').fetch }).get('/api/x')).toEqual([1, 2]);
  });
});
