import type { DataTag, QueryKey } from '@tanstack/react-query';
import { API_OPERATIONS, type ApiCallAnswer, type ApiUrlInput, type OperationId, type OptionalWhenEmpty } from '@tally/contracts';
import type { ApiError } from './api-error';

/** A query key that carries the type of its answer, so getQueryData and setQueryData are typed by it. */
export type ApiQueryKey<K extends OperationId> = DataTag<QueryKey, ApiCallAnswer<K>, ApiError>;

/**
 * The query key of a GET, from its operation's path in the route table: the path's first two
 * segments ('/api/activities') as one part, then each further segment with the params filled in,
 * then the query (values left undefined dropped) when there is one:
 *   listActivities { limit: 5 }         -> ['/api/activities', { limit: 5 }]
 *   getActivity { id }                  -> ['/api/activities', id]
 *   listActivitiesByDate { ... }        -> ['/api/activities', 'by-date', { ... }]
 * So a key's first part names its resource, and apiKey('listActivities') (no query) is the prefix of
 * every activities query: invalidating it refreshes the lists, the by-date reads and each activity.
 * Joined with a slash the parts are the request path, as the default query function does (spec section 7).
 */
export function apiKey<K extends OperationId>(operationId: K, ...[input]: OptionalWhenEmpty<ApiUrlInput<K>>): ApiQueryKey<K> {
  const { params = {}, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const [, api, resource, ...rest] = API_OPERATIONS[operationId].path.split('/');
  const key: unknown[] = [`/${api}/${resource}`, ...rest.map((segment) => (segment.startsWith(':') ? String(params[segment.slice(1)]) : segment))];
  const values = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (values.length > 0) key.push(Object.fromEntries(values));
  return key as unknown as ApiQueryKey<K>;
}

/**
 * The key parts of an operation's path up to its first parameter: the prefix of every query of that
 * operation whatever its params (e.g. each period's insight history).
 */
export function apiKeyPrefix(operationId: OperationId): QueryKey {
  const [, api, resource, ...rest] = API_OPERATIONS[operationId].path.split('/');
  const end = rest.findIndex((segment) => segment.startsWith(':'));
  return [`/${api}/${resource}`, ...(end === -1 ? rest : rest.slice(0, end))];
}

/**
 * Query keys shared by the shell and every remote, so one app's mutation can refresh another's
 * data (e.g. logging a wager refreshes the shell's bell). Each is derived from its operation (apiKey).
 */
export const queryKeys = {
  /** The signed-in user, or null when signed out (fetchCurrentUser answers a 401 so). */
  user: apiKey('getUser') as unknown as DataTag<QueryKey, ApiCallAnswer<'getUser'> | null, ApiError>,
  /** Prefix of every activities query (lists, by date, each activity): invalidate this after an activity changes. */
  activities: apiKey('listActivities'),
  recentActivities: (limit: number) => apiKey('listActivities', { query: { limit } }),
  /** One activity (the detail dialog). */
  activity: (id: string) => apiKey('getActivity', { params: { id } }),
  /** Prefix of every stats query. */
  stats: apiKey('getStats'),
  statsBetween: (startDate: string, endDate: string) => apiKey('getStats', { query: { startDate, endDate } }),
  /** Prefix of every sessions query (lists, the active session, each session). */
  sessions: apiKey('listSessions'),
  recentSessions: (limit: number) => apiKey('listSessions', { query: { limit } }),
  activeSession: apiKey('getActiveSession'),
  /** One session with its deposits (the session detail dialog). */
  session: (id: string) => apiKey('getSession', { params: { id } }),
  lotteryGames: apiKey('listLotteryGames'),
  settings: apiKey('getSettings'),
  /** The person's limits against alerts' counted spend (Home's limits card, the settings form's warning). */
  limitStatus: apiKey('getLimitStatus'),
  pushPublicKey: apiKey('getPushPublicKey'),
  notifications: apiKey('listNotifications'),
  unreadNotifications: apiKey('listUnreadNotifications'),
} as const;
