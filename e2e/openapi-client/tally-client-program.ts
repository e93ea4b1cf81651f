// A small program written against the types openapi-typescript generates from the served /api/openapi.json,
// calling the API through openapi-fetch. openapi-client.spec.mjs puts the generated ./tally-api.ts beside it,
// type-checks it (every @ts-expect-error must be needed: enums and required fields are typed) and runs `run`.
// Not part of the workspace type-check (tsconfig.json excludes this folder): its types exist only once generated.
import createClient from 'openapi-fetch';
import type { components, paths } from './tally-api';

type ErrorBody = components['schemas']['ErrorBody'];

/** What the calls answered, for the test to compare with the API. */
export interface Outcome {
  registeredStatus: number;
  userEmail: string;
  activityId: string;
  subtype: string;
  listed: number;
  totalSpent: string;
  missingStatus: number;
  missingCode: ErrorBody['code'] | undefined;
  sessionType: 'slot' | 'table';
}

/** `openVerificationLink`: the person opens the link emailed to them (sign-in needs a verified address). */
export async function run(baseUrl: string, fetchWithCookies: typeof fetch, email: string, password: string, openVerificationLink: () => Promise<void>): Promise<Outcome> {
  const api = createClient<paths>({ baseUrl, fetch: fetchWithCookies });

  const registered = await api.POST('/api/register', { body: { username: email, email, password, timeZone: 'Australia/Sydney' } });
  if (registered.error) throw new Error(`register: ${registered.error.message}`);
  await openVerificationLink();

  const signedIn = await api.POST('/api/login', { body: { username: email, password } });
  if (!signedIn.data) throw new Error(`login: ${signedIn.error.message}`);
  const userEmail: string = signedIn.data.email;

  const created = await api.POST('/api/activities', { body: { type: 'wagering', subtype: 'Sports Betting', amount: '12.50', betType: 'Win' } });
  if (!created.data) throw new Error(`createActivity: ${created.error.message}`);
  const activityId: string = created.data.id;

  const one = await api.GET('/api/activities/{id}', { params: { path: { id: activityId } } });
  if (!one.data) throw new Error(`getActivity: ${one.error.message}`);

  const page = await api.GET('/api/activities', { params: { query: { limit: 5 } } });
  if (!page.data) throw new Error(`listActivities: ${page.error.message}`);

  const stats = await api.GET('/api/stats', { params: { query: {} } });
  if (!stats.data) throw new Error(`getStats: ${stats.error.message}`);
  const totalSpent: string = stats.data.totalSpent;

  const started = await api.POST('/api/sessions', { body: { type: 'slot', venue: 'The Star' } });
  if (!started.data) throw new Error(`startSession: ${started.error.message}`);
  const sessionType: 'slot' | 'table' = started.data.type;

  // Someone else's or no such activity: a typed 404 with the shared error body.
  const missing = await api.GET('/api/activities/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });

  return {
    registeredStatus: registered.response.status,
    userEmail,
    activityId,
    subtype: one.data.subtype,
    listed: page.data.length,
    totalSpent,
    missingStatus: missing.response.status,
    missingCode: missing.error?.code,
    sessionType,
  };
}

/** Never called: each line must fail to type-check, or the directive above it is itself an error. */
export function refusedByTheTypes(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error a wager's event type is Racing or Sports Betting
  void api.POST('/api/activities', { body: { type: 'wagering', subtype: 'Horse racing', amount: 5 } });
  // @ts-expect-error a wager needs its amount
  void api.POST('/api/activities', { body: { type: 'wagering', subtype: 'Racing' } });
  // @ts-expect-error an activity is a wager or a lottery ticket
  void api.POST('/api/activities', { body: { type: 'pokies', subtype: 'Racing', amount: 5 } });
  // @ts-expect-error a session is slot or table
  void api.POST('/api/sessions', { body: { type: 'roulette' } });
  // @ts-expect-error registering needs a password
  void api.POST('/api/register', { body: { username: 'a@example.com', email: 'a@example.com' } });
  // @ts-expect-error getActivity needs the id in its path
  void api.GET('/api/activities/{id}', {});
  // @ts-expect-error limit is a count (a number, or its digits as a query string carries it), never a boolean
  void api.GET('/api/activities', { params: { query: { limit: true } } });
  // @ts-expect-error the insight periods are week, month, year and all
  void api.POST('/api/insights/generate', { body: { timeFrame: 'fortnight' } });
}

// createActivity answers 201 (the document lists it), not 200.
export const createdStatus: keyof paths['/api/activities']['post']['responses'] = 201;
// @ts-expect-error createActivity never answers 200
export const notCreatedStatus: keyof paths['/api/activities']['post']['responses'] = 200;
// A busy scanner's 503 is documented with its Retry-After header.
export const scannerBusy: keyof paths['/api/interpret-ticket-image']['post']['responses'] = 503;
