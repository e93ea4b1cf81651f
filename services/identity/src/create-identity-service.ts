import { createOutboxPublisher, createServiceApp, listenForNotifications, runMigrations, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { IdentityServiceConfig } from './config';
import { createAvatarsRepo } from './db/avatars.repo';
import { outbox as outboxTable } from './db/schema';
import { USER_CHANGED_CHANNEL, withUserCache } from './db/cached-users.repo';
import { createUsersRepo } from './db/users.repo';
import { createVerificationsRepo } from './db/verifications.repo';
import type { IdentityDeps } from './domain/identity-deps';
import { accountRoutes } from './http/account.routes';
import { avatarRoutes } from './http/avatar.routes';
import { internalRoutes } from './http/internal.routes';
import { usersRoutes } from './http/users.routes';
import { verificationRoutes } from './http/verification.routes';
import { createDbLoginThrottle } from './login-throttle/db-login-throttle';
import { createRedisLoginThrottle } from './login-throttle/redis-login-throttle';
import { stopPasswordHashing } from './domain/password-hash';
import { createMailer } from './mail/mailer';
import { migrationsFolder } from './migrations-folder';

export { jobs as identityJobsTable } from './db/schema';
export type { IdentityServiceConfig } from './config';

/** Composition root of identity: accounts, credentials, verification, profile and avatar. */
export async function createIdentityService(deps: ServiceDeps<IdentityServiceConfig>): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'identity', folder: migrationsFolder });
  const { db } = deps.database;
  const { config } = deps;
  const logger = deps.logger.child({ service: 'identity' });
  const events = createOutboxPublisher({ db, table: outboxTable, bus: deps.bus, logger });
  const userCache = withUserCache(createUsersRepo(db));
  const userChanges = await listenForNotifications(deps.database, USER_CHANGED_CHANNEL, { notified: userCache.changed, live: userCache.live });
  const identity: IdentityDeps = {
    db,
    users: userCache.repo,
    verifications: createVerificationsRepo(),
    avatars: createAvatarsRepo(),
    throttle: config.REDIS_URL ? createRedisLoginThrottle(config.REDIS_URL, config.NATS_SUBJECT_PREFIX ?? 'tally') : createDbLoginThrottle(db),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM ?? 'Tally <no-reply@tally.local>', mailboxDir: config.mailboxDir, logger }),
    outbox: events,
    logger,
    clock: deps.clock ?? (() => new Date()),
    publicUrl: config.PUBLIC_URL ?? 'http://localhost:8080',
    verificationTtlHours: config.VERIFICATION_TTL_HOURS ?? 48,
  };
  const withCommit = { ...identity, afterCommit: events.nudge };

  const app = createServiceApp({ name: 'identity', logger, tokenKey: deps.tokenKey });
  const routers = [usersRoutes(withCommit), accountRoutes(withCommit), avatarRoutes(identity), verificationRoutes(identity), internalRoutes(identity)];
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  return {
    name: 'identity',
    app,
    subscriptions: [],
    jobs: [],
    async start() {
      events.start();
    },
    async stop() {
      await userChanges.close();
      await events.stop();
      await identity.throttle.close();
      identity.mailer.close();
      await stopPasswordHashing();
    },
  };
}
