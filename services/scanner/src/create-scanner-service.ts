import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { ScannerConfig } from './config';
import { deadLetters, forgottenPeople, idempotencyKeys, jobOutbox, outbox, processedEvents } from './db/schema';
import { resultChecks } from './domain/result-checks';
import { scannerRepositories, type ScannerContext } from './domain/scanner-work';
import { createTicketInterpreter } from './engines/create-ticket-interpreter';
import { onActivityEvents } from './events/on-activity-events';
import { onPersonForgotten } from './events/on-person-forgotten';
import { interpretRoutes } from './http/interpret.routes';
import type { LocalTicketReader } from './local-ocr/local-ticket-reader';
import { migrationsFolder } from './migrations-folder';
import { createHttpLotteryResults, type LotteryResultsProvider } from './results/lottery-results-feed';

export { jobs as scannerJobsTable } from './db/schema';
export { scannerConfigSchema } from './config';
export { createTicketInterpreter } from './engines/create-ticket-interpreter';

/** Parts a test may replace; production builds them from the config. */
export interface ScannerOverrides {
  /** A deterministic local reader instead of the OCR one. */
  openLocalReader?: () => Promise<LocalTicketReader>;
  lotteryResults?: LotteryResultsProvider | null;
}

/**
 * Composition root of scanner: ticket interpretation (the model when configured, then OCR and the
 * parser), kept scans, and AI result checks of pending tickets published as `scanner.result.checked`.
 */
export async function createScannerService(deps: ServiceDeps<ScannerConfig>, overrides: ScannerOverrides = {}): Promise<ServiceHandle> {
  const { work, clock, logger, handle } = await composeService(deps, {
    name: 'scanner',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents, deadLetters, jobOutbox, forgottenPeople, idempotencyKeys },
    repositories: scannerRepositories,
  });
  const config = deps.config;
  const interpreter = createTicketInterpreter({
    openAi: config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS } : null,
    ocr: { threads: config.OCR_THREADS, queueLimit: config.OCR_QUEUE_LIMIT },
    logger,
    openLocalReader: overrides.openLocalReader,
  });
  if (!config.OPENAI_API_KEY) logger.info('No OPENAI_API_KEY: tickets are read with the local OCR and parser; race results are left to the person');
  const lotteryResults =
    overrides.lotteryResults !== undefined
      ? overrides.lotteryResults
      : config.LOTTERY_RESULTS_URL
        ? createHttpLotteryResults({ url: config.LOTTERY_RESULTS_URL, timeoutMs: config.OPENAI_TIMEOUT_MS, logger })
        : null;
  const ctx: ScannerContext = {
    work,
    jobs: deps.jobs,
    clock,
    logger,
    interpreter,
    lotteryResults,
    delays: {
      raceDelayMs: config.RESULT_CHECK_RACE_DELAY_MS,
      drawDelayMs: config.RESULT_CHECK_DRAW_DELAY_MS,
      defaultDelayMs: config.RESULT_CHECK_DEFAULT_DELAY_MS,
      retryMs: config.RESULT_CHECK_RETRY_MS,
      retries: config.RESULT_CHECK_RETRIES,
      scanKeepMs: config.SCAN_KEEP_MS,
    },
  };
  const checks = resultChecks(ctx);
  await checks.startMaintenance();
  return handle({
    routes: interpretRoutes(ctx),
    subscriptions: [...onActivityEvents(ctx, checks), ...onPersonForgotten(ctx, checks)],
    jobs: checks.jobs(),
    stop: () => interpreter.close(),
  });
}
