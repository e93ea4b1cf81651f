import path from 'node:path';
import { composeService, listenForNotifications, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { IdentityConfig } from './config';
import { createAvatarsRepo } from './db/avatars.repo';
import { createClearRequestsRepo } from './db/clear-requests.repo';
import { USER_CHANGED_CHANNEL, createUserCache } from './db/cached-users.repo';
import { deadLetters, idempotencyKeys, outbox, processedEvents } from './db/schema';
import { createPasswordResetsRepo } from './db/password-resets.repo';
import { createUsersRepo } from './db/users.repo';
import { createVerificationsRepo } from './db/verifications.repo';
import type { IdentityDeps, IdentityRepos } from './domain/identity-deps';
import { onServiceDataCleared } from './events/on-service-data-cleared';
import { accountRoutes } from './http/account.routes';
import { avatarRoutes } from './http/avatar.routes';
import { clearDataRoutes } from './http/clear-data.routes';
import { internalRoutes } from './http/internal.routes';
import { passwordResetRoutes } from './http/password-reset.routes';
import { usersRoutes } from './http/users.routes';
import { verificationRoutes } from './http/verification.routes';
import { createDbAttemptCounter } from './attempts/db-attempt-counter';
import { createRedisAttemptCounter } from './attempts/redis-attempt-counter';
import { sharpAvatarImages } from './images/sharp-avatar-images';
import { createMailer } from './mail/mailer';
import { migrationsFolder } from './migrations-folder';
import { argon2PasswordHasher } from './passwords/argon2-password-hasher';

export { jobs as identityJobsTable } from './db/schema';
export { identityConfigSchema, type IdentityConfig } from './config';

/** Composition root of identity: accounts, credentials, verification, profile, avatar, and Clear All Data requests. */
export async function createIdentityService(deps: ServiceDeps<IdentityConfig>): Promise<ServiceHandle> {
  const { config } = deps;
  const pool = deps.database.db;
  const userCache = createUserCache();
  const { work, logger, clock, rateLimits, handle } = await composeService(deps, {
    name: 'identity',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents, deadLetters, idempotencyKeys },
    repositories: (db): IdentityRepos => {
      const users = createUsersRepo(db);
      return {
        users: db === pool ? userCache.reading(users) : userCache.writing(users),
        verifications: createVerificationsRepo(db),
        passwordResets: createPasswordResetsRepo(db),
        avatars: createAvatarsRepo(db),
        clearRequests: createClearRequestsRepo(db),
      };
    },
  });
  const userChanges = await listenForNotifications(deps.database, USER_CHANGED_CHANNEL, { notified: userCache.changed, live: userCache.live });
  const identity: IdentityDeps = {
    work,
    attempts: config.REDIS_URL ? createRedisAttemptCounter(config.REDIS_URL, config.NATS_SUBJECT_PREFIX, config.REDIS_COMMAND_TIMEOUT_MS) : createDbAttemptCounter(pool, clock),
    passwordGuessesPerIp: config.PASSWORD_GUESSES_PER_IP,
    rateLimits,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailboxDir: config.MAILBOX_DIR ?? path.join(config.DATA_DIR, 'mailbox'), logger }),
    passwords: argon2PasswordHasher,
    images: sharpAvatarImages,
    logger,
    clock,
    publicUrl: config.PUBLIC_URL,
    verificationTtlHours: config.VERIFICATION_TTL_HOURS,
  };
  return handle({
    routes: [
      ...usersRoutes(identity),
      ...accountRoutes(identity),
      ...avatarRoutes(identity),
      ...verificationRoutes(identity),
      ...passwordResetRoutes(identity),
      ...internalRoutes(identity),
      ...clearDataRoutes(identity),
    ],
    subscriptions: onServiceDataCleared(identity),
    async stop() {
      await userChanges.close();
      await identity.attempts.close();
      identity.mailer.close();
      await identity.passwords.close();
    },
  });
}
