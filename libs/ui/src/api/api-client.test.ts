import type { Activity } from '@tally/contracts';
import { createApiClient } from './api-client';
import { ApiError, ServerUnreachableError } from './api-error';
import type { FetchLike } from './http-client';

/** A fetch that answers `status` with `body` (and `type` as content type) and records what was asked. */
function fakeFetch(status: number, body: BodyInit | null, type = 'application/json'): { fetch: FetchLike; calls: { input: string; init: RequestInit }[] } {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ input, init });
    return new Response(body, { status, headers: { 'Content-Type': type } });
  };
  return { fetch, calls };
}

describe('createApiClient: calls by operation id', () => {
  it('should take the method and path from the table, fill and encode the params, and send the body as JSON', async () => {
    const { fetch, calls } = fakeFetch(200, '{"id":"a/1"}');
    const api = createApiClient({ fetch });

    await api.call('updateActivity', { params: { id: 'a/1' }, body: { isCompleted: true, isWin: false } });
    await api.call('deleteDeposit', { params: { id: 's 1', depositId: 'd?2' } });

    expect(calls[0].input).toBe('/api/activities/a%2F1');
    expect(calls[0].init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"isCompleted":true,"isWin":false}' });
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(calls[1].input).toBe('/api/sessions/s%201/deposits/d%3F2');
    expect(calls[1].init).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('should add the query string, leaving out undefined values, and send no body for a GET', async () => {
    const { fetch, calls } = fakeFetch(200, '[]');
    const api = createApiClient({ fetch });

    await api.call('listActivities', { query: { limit: 5, cursor: undefined } });
    await api.call('listActivities');
    await api.call('getStats', { query: { startDate: '2026-05-01T00:00:00+10:00', endDate: '2026-05-02T00:00:00+10:00' } });

    expect(calls.map((call) => call.input)).toEqual([
      '/api/activities?limit=5',
      '/api/activities',
      '/api/stats?startDate=2026-05-01T00%3A00%3A00%2B10%3A00&endDate=2026-05-02T00%3A00%3A00%2B10%3A00',
    ]);
    expect(calls[0].init).toMatchObject({ method: 'GET', body: undefined });
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });

  it("should send a form operation's fields as multipart/form-data, the file with its name", async () => {
    const { fetch, calls } = fakeFetch(200, '{"id":"u1"}');
    const file = new File(['png'], 'me.png', { type: 'image/png' });

    await createApiClient({ fetch }).call('uploadAvatar', { body: { avatar: file } });

    const form = calls[0].init.body as FormData;
    expect(calls[0].input).toBe('/api/user/avatar');
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });

  it('should answer a Blob for an operation that answers a file (the statement PDF)', async () => {
    const { fetch, calls } = fakeFetch(200, '%PDF-1.7', 'application/pdf');

    const pdf = await createApiClient({ fetch }).call('getStatementPdf', { params: { month: '2026-05' } });

    expect(calls[0].input).toBe('/api/statements/2026-05/pdf');
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.7');
  });

  it("should throw the server's error as an ApiError, for a file operation too", async () => {
    const json = fakeFetch(404, '{"message":"Activity not found","code":"LEDGER.NOT_FOUND"}');
    const file = fakeFetch(404, '{"message":"No statement for that month"}');

    await expect(createApiClient({ fetch: json.fetch }).call('getActivity', { params: { id: 'x' } })).rejects.toEqual(
      new ApiError('Activity not found', 404, 'LEDGER.NOT_FOUND'),
    );
    await expect(createApiClient({ fetch: file.fetch }).call('getStatementPdf', { params: { month: '2026-01' } })).rejects.toThrow('No statement for that month');
  });

  it('should pass the signal, and resolve to undefined for an empty answer', async () => {
    const { fetch, calls } = fakeFetch(204, null);
    const controller = new AbortController();

    expect(await createApiClient({ fetch }).call('logout', { signal: controller.signal })).toBeUndefined();
    expect(calls[0].init.signal).toBe(controller.signal);
  });

  it('should type the answer from the table', async () => {
    const api = createApiClient({ fetch: fakeFetch(200, '{"id":"a1"}').fetch });

    const activity: Activity = await api.call('getActivity', { params: { id: 'a1' } });

    expect(activity.id).toBe('a1');
    await expect(api.call('getActivity', { params: { id: '' } })).rejects.toThrow('/api/activities/:id needs the parameter id');
  });
});

describe('createApiClient: one Idempotency-Key per submission (issue 28)', () => {
  /** A fetch that answers each call from `answers` in turn (a function throws, as fetch does with no network) and records the keys sent. */
  function scripted(answers: Array<number | (() => never)>) {
    const keys: Array<string | undefined> = [];
    const fetch: FetchLike = async (_input, init) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      const next = answers.shift() ?? 201;
      if (typeof next === 'function') next();
      return new Response(next === 201 ? '{"id":"a1"}' : '{"message":"no","code":"X"}', { status: next as number, headers: { 'Content-Type': 'application/json' } });
    };
    return { api: createApiClient({ fetch }), keys };
  }
  const wager = { type: 'wagering', subtype: 'Racing', amount: 25, isCompleted: false } as const;
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('should send the same key when a submission is sent again after no answer or a 503, and a new one after it succeeded', async () => {
    const { api, keys } = scripted([offline, 503, 201, 201]);

    await expect(api.call('createActivity', { body: wager })).rejects.toBeInstanceOf(ServerUnreachableError);
    await expect(api.call('createActivity', { body: wager })).rejects.toMatchObject({ status: 503 });
    await api.call('createActivity', { body: wager });
    await api.call('createActivity', { body: wager });

    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // Saved: the same wager logged again is a new entry.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('should send one key for a double tap (both in flight at once)', async () => {
    const { api, keys } = scripted([201, 201]);

    await Promise.all([api.call('addDeposit', { params: { id: 's1' }, body: { amount: 20 } }), api.call('addDeposit', { params: { id: 's1' }, body: { amount: 20 } })]);

    expect(keys[1]).toBe(keys[0]);
  });

  it('should send a new key once the person changes the form, or after a refusal (4xx)', async () => {
    const { api, keys } = scripted([offline, 201, 409, 201]);

    await expect(api.call('createActivity', { body: wager })).rejects.toThrow();
    await api.call('createActivity', { body: { ...wager, amount: 30 } });
    await expect(api.call('startSession', { body: { type: 'slot' } })).rejects.toMatchObject({ status: 409 });
    await api.call('startSession', { body: { type: 'slot' } });

    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it("should send the caller's own key when given, and no key for an operation that takes none", async () => {
    const { api, keys } = scripted([201, 200]);

    await api.call('saveSelfCheck', { body: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }, idempotencyKey: 'mine-1' });
    await api.call('putInsightIncome', { body: { annualIncome: null } });

    expect(keys).toEqual(['mine-1', undefined]);
  });
});

// Checked by the compiler (npx tsc -b), not run: what the table makes a call take and answer.
export async function typeChecks(api: ReturnType<typeof createApiClient>): Promise<unknown[]> {
  const avatar: Blob = await api.call('getAvatar', { params: { avatarId: 'p1' } });
  const pages = await api.call('listActivities');
  // @ts-expect-error getActivity needs its params
  await api.call('getActivity');
  // @ts-expect-error the param is id, not activityId
  await api.call('getActivity', { params: { activityId: 'a1' } });
  // @ts-expect-error createActivity needs a body
  await api.call('createActivity', {});
  // @ts-expect-error getUser takes no body
  await api.call('getUser', { body: {} });
  // @ts-expect-error listActivitiesByDate needs its period
  await api.call('listActivitiesByDate');
  // @ts-expect-error no such operation
  await api.call('getActivities');
  // @ts-expect-error the answer is an activity, not a string
  const wrong: string = await api.call('getActivity', { params: { id: 'a1' } });
  // @ts-expect-error a deposit's amount is money, not a boolean
  await api.call('addDeposit', { params: { id: 's1' }, body: { amount: true } });
  // @ts-expect-error a form field is a file or text
  await api.call('uploadAvatar', { body: { avatar: 42 } });
  // @ts-expect-error only an idempotent operation takes an Idempotency-Key
  await api.call('putInsightIncome', { body: { annualIncome: null }, idempotencyKey: 'k1' });
  return [avatar, pages satisfies Activity[], wrong];
}
