import { desc, eq } from 'drizzle-orm';
import type { PgsiBandId, SelfCheck } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { selfChecks } from './schema';

type SelfCheckRow = typeof selfChecks.$inferSelect;

export interface NewSelfCheck {
  userId: string;
  answers: number[];
  score: number;
  band: PgsiBandId;
}

export interface SelfChecksRepo {
  create(check: NewSelfCheck): Promise<SelfCheckRow>;
  /** The person's self-checks, newest first (at most 100: a screen a week for two years). */
  list(userId: string): Promise<SelfCheckRow[]>;
}

export function createSelfChecksRepo(db: Db): SelfChecksRepo {
  return {
    async create(check) {
      const [row] = await db.insert(selfChecks).values(check).returning();
      return row;
    },
    async list(userId) {
      return db.select().from(selfChecks).where(eq(selfChecks.userId, userId)).orderBy(desc(selfChecks.createdAt), desc(selfChecks.id)).limit(100);
    },
  };
}

export function toSelfCheck(row: SelfCheckRow): SelfCheck {
  return { id: row.id, answers: row.answers, score: row.score, band: row.band as PgsiBandId, createdAt: row.createdAt.toISOString() };
}
