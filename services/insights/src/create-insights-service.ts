import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { InsightsConfig } from './config';
import { deadLetters, forgottenPeople, idempotencyKeys, outbox, processedEvents } from './db/schema';
import { insightsRepositories, type InsightsDeps } from './domain/insights-work';
import { createModelTextWriter } from './domain/text/model-text-writer';
import { onPersonForgotten } from './events/on-person-forgotten';
import { incomeRoutes } from './http/income.routes';
import { insightsRoutes } from './http/insights.routes';
import { createLedgerClient } from './ledger/ledger-client';
import { selfChecksRoutes } from './http/self-checks.routes';
import { migrationsFolder } from './migrations-folder';
import { createOpenAiJsonModel } from './openai/openai-json-model';

export { jobs as insightsJobsTable } from './db/schema';
export { insightsConfigSchema } from './config';

/**
 * Composition root of insights: insights computed from a person's own records (read from the ledger),
 * written by the local engine or a model, kept as their history; the optional income; the help page's PGSI self-checks; forgets a person
 * on Clear All Data and deletion.
 */
export async function createInsightsService(deps: ServiceDeps<InsightsConfig>): Promise<ServiceHandle> {
  const { work, clock, logger, handle } = await composeService(deps, {
    name: 'insights',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents, deadLetters, forgottenPeople, idempotencyKeys },
    repositories: insightsRepositories,
  });
  const config = deps.config;
  const useCases: InsightsDeps = {
    work,
    clock,
    logger,
    ledger: createLedgerClient({ baseUrls: config.LEDGER_URL, timeoutMs: config.LEDGER_TIMEOUT_MS, logger }),
    modelWriter: config.OPENAI_API_KEY
      ? createModelTextWriter(
          createOpenAiJsonModel({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }, logger),
          logger,
        )
      : null,
  };
  return handle({
    routes: [...insightsRoutes(useCases), ...incomeRoutes(useCases), ...selfChecksRoutes(useCases)],
    subscriptions: onPersonForgotten(work, logger),
  });
}
