import { LRUCache } from 'lru-cache';

/** Stands for "forgotten, no version": lru-cache keeps no null, and no real version is empty. */
const FORGOTTEN = '';

/** The data versions this ledger process committed, for READ_CACHE_VERSIONS=process. */
export interface ProcessVersions {
  /** Called after a change commits: its new version, or null when the person's version was deleted (forgotten). */
  committed(userId: string, version: string | null): void;
  /** The person's version as this process last committed it; the database's when it has not seen one. */
  versionOf(userId: string, fromDatabase: () => Promise<string | undefined>): Promise<string | undefined>;
}

/**
 * When this process is the only ledger (embedded mode), every change of a person's data commits in it,
 * so the version it committed last is the current one and a cached read needs no round trip (ADR 0010).
 * A version read from the database never replaces one a commit left meanwhile: that read may predate
 * the commit. Several replicas must read the database on every cached read instead.
 */
export function createProcessVersions(maxPeople = 200_000): ProcessVersions {
  const known = new LRUCache<string, string>({ max: maxPeople });
  return {
    committed(userId, version) {
      known.set(userId, version ?? FORGOTTEN);
    },
    async versionOf(userId, fromDatabase) {
      const kept = known.get(userId);
      if (kept !== undefined) return kept === FORGOTTEN ? undefined : kept;
      const version = await fromDatabase();
      if (version !== undefined && !known.has(userId)) known.set(userId, version);
      return version;
    },
  };
}
