/** What the gateway keeps per session; the cookie holds only the session id. */
export interface SessionData {
  userId?: string;
  /** The person's IANA time zone, from identity at sign-in and its time_zone_changed events; absent in sessions made before it was kept. */
  timeZone?: string;
  [key: string]: unknown;
}

/** Server-side sessions indexed by user (Redis when distributed, a table when embedded). */
export interface SessionStore {
  get(id: string): Promise<SessionData | undefined>;
  set(id: string, data: SessionData, maxAgeMs: number): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Ends every session of the user except `keepId`; returns how many ended. */
  destroyAllForUser(userId: string, keepId?: string | null): Promise<number>;
  /** Sets the time zone kept in every session of the user (their lifetimes unchanged); returns how many changed. */
  setTimeZoneForUser(userId: string, timeZone: string): Promise<number>;
  /** Resolves when the store answers (Redis PING, or a query), for the gateway's /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
