/**
 * Query keys shared by the shell and every remote, so one app's mutation can refresh another's
 * data (e.g. logging a wager refreshes the shell's bell). Parts are joined into the request path
 * by the default query function; an object part becomes the query string.
 */
export const queryKeys = {
  user: ['/api/user'],
  /** Prefix of every activities query: invalidate this after an activity changes. */
  activities: ['/api/activities'],
  recentActivities: (limit: number) => ['/api/activities', { limit }] as const,
  /** One activity (the detail dialog). */
  activity: (id: string) => ['/api/activities', id] as const,
  /** Prefix of every stats query. */
  stats: ['/api/stats'],
  statsBetween: (startDate: string, endDate: string) => ['/api/stats', { startDate, endDate }] as const,
  /** Prefix of every sessions list (not the active session). */
  sessions: ['/api/sessions'],
  recentSessions: (limit: number) => ['/api/sessions', { limit }] as const,
  activeSession: ['/api/sessions/active'],
  /** One session with its deposits (the session detail dialog). */
  session: (id: string) => ['/api/sessions', id] as const,
  lotteryGames: ['/api/lottery-results/games/supported'],
  settings: ['/api/settings'],
  /** The person's limits against alerts' counted spend (Home's limits card, the settings form's warning). */
  limitStatus: ['/api/limits/status'],
  pushPublicKey: ['/api/push/public-key'],
  notifications: ['/api/notifications'],
  unreadNotifications: ['/api/notifications/unread'],
} as const;
