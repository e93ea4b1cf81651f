import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { createLedgerReadCache } from './cache/ledger-read-cache';
import { createProcessVersions } from './cache/process-versions';
import { versionOnChange } from './cache/version-on-change';
import type { LedgerConfig } from './config';
import { deadLetters, forgottenPeople, idempotencyKeys, outbox, processedEvents } from './db/schema';
import { ledgerRepositories } from './domain/ledger-work';
import { onLimitSettings } from './events/on-limit-settings';
import { onPersonForgotten } from './events/on-person-forgotten';
import { onResultChecked } from './events/on-result-checked';
import { activitiesRoutes } from './http/activities.routes';
import { bankCheckRoutes } from './http/bank-check.routes';
import { insightRecordsRoutes } from './http/insight-records.routes';
import { lotteryGamesRoutes } from './http/lottery-games.routes';
import { sessionsRoutes } from './http/sessions.routes';
import { statementsRoutes } from './http/statements.routes';
import { statsRoutes } from './http/stats.routes';
import { ticketImagesRoutes } from './http/ticket-images.routes';
import { migrationsFolder } from './migrations-folder';
import { stripImageMetadata } from './images/sharp-ticket-photos';
import { renderStatementPdf } from './pdf/pdfkit-statement-pdf';

export { jobs as ledgerJobsTable } from './db/schema';
export { ledgerConfigSchema } from './config';

/** Composition root of ledger: activities, ticket images, sessions, stats and the lottery game list. */
export async function createLedgerService(deps: ServiceDeps<LedgerConfig>): Promise<ServiceHandle> {
  const composed = await composeService(deps, {
    name: 'ledger',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents, deadLetters, forgottenPeople, idempotencyKeys },
    repositories: ledgerRepositories,
  });
  const { clock, logger, handle } = composed;
  // One ledger process (embedded mode) knows every version it committed; replicas read the database's (ADR 0010).
  const processVersions = deps.config.READ_CACHE_VERSIONS === 'process' ? createProcessVersions() : undefined;
  const work = versionOnChange(composed.work, processVersions?.committed);
  const fromDatabase = (userId: string) => work.repos.personVersions.current(userId);
  const readCache = createLedgerReadCache({
    ttlMs: deps.config.READ_CACHE_TTL_MS,
    versionOf: processVersions ? (userId) => processVersions.versionOf(userId, () => fromDatabase(userId)) : fromDatabase,
  });
  const useCases = { work, clock, readCache, renderStatementPdf, cleanTicketPhoto: stripImageMetadata };
  return handle({
    routes: [
      ...activitiesRoutes(useCases),
      ...ticketImagesRoutes(useCases),
      ...sessionsRoutes(useCases),
      ...statsRoutes(useCases),
      ...statementsRoutes(useCases),
      ...lotteryGamesRoutes(),
      ...insightRecordsRoutes(useCases),
      ...bankCheckRoutes(useCases),
    ],
    subscriptions: [...onPersonForgotten({ work, logger }), ...onLimitSettings({ work }), ...onResultChecked({ work })],
  });
}
