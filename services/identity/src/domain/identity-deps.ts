import type { Db, Logger } from '@tally/service-kit';
import type { AvatarsRepo } from '../db/avatars.repo';
import type { UsersRepo } from '../db/users.repo';
import type { VerificationsRepo } from '../db/verifications.repo';
import type { LoginThrottle } from '../login-throttle/login-throttle';
import type { Mailer } from '../mail/mailer';

/** Everything identity's use cases work with, built once in the composition root. */
export interface IdentityDeps {
  db: Db;
  users: UsersRepo;
  verifications: VerificationsRepo;
  avatars: AvatarsRepo;
  throttle: LoginThrottle;
  mailer: Mailer;
  outbox: { add(tx: Db, subject: string, payload: unknown): Promise<string> };
  logger: Logger;
  clock: () => Date;
  publicUrl: string;
  verificationTtlHours: number;
}
