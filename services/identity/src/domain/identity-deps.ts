import type { Logger, RateLimits, UnitOfWork } from '@tally/service-kit';
import type { AvatarsRepo } from '../db/avatars.repo';
import type { ClearRequestsRepo } from '../db/clear-requests.repo';
import type { PasswordResetsRepo } from '../db/password-resets.repo';
import type { UsersRepo } from '../db/users.repo';
import type { VerificationsRepo } from '../db/verifications.repo';
import type { AttemptCounter } from '../attempts/attempt-counter';
import type { Mailer } from '../mail/mailer';
import type { AvatarImages } from './avatar-images';
import type { PasswordHasher } from './password-hasher';

/** Identity's repositories, bound to the pool (reads) or to one transaction. */
export interface IdentityRepos {
  users: UsersRepo;
  verifications: VerificationsRepo;
  passwordResets: PasswordResetsRepo;
  avatars: AvatarsRepo;
  clearRequests: ClearRequestsRepo;
}
export type IdentityWork = UnitOfWork<IdentityRepos>;

/** Everything identity's use cases work with, built once in the composition root. */
export interface IdentityDeps {
  work: IdentityWork;
  /** Password guesses counted per address, IP and person (password-attempt-limits.ts). */
  attempts: AttemptCounter;
  /** Sign-in guesses one IP may make over every address in 15 minutes (PASSWORD_GUESSES_PER_IP). */
  passwordGuessesPerIp: number;
  mailer: Mailer;
  /** The binder's rate limits: a confirmed address gives its registration back. */
  rateLimits: Pick<RateLimits, 'refund'>;
  passwords: PasswordHasher;
  images: AvatarImages;
  logger: Logger;
  clock: () => Date;
  publicUrl: string;
  verificationTtlHours: number;
}
