import { createLogger, loadConfig, onShutdown } from '@tally/service-kit';
import { embeddedConfigSchema } from './config';
import { DataFolderError } from './data-folder';
import { startEmbedded, type Embedded } from './start-embedded';

let config;
try {
  config = loadConfig(embeddedConfigSchema);
} catch (err) {
  process.stderr.write(`tally: ${(err as Error).message}\n`);
  process.exit(78);
}
const logger = createLogger({ name: 'tally', level: config.LOG_LEVEL });
const started = Date.now();
let app: Embedded;
try {
  app = await startEmbedded(config, logger);
} catch (err) {
  // A folder in use, or one from an older version: the message is for the person, not a stack trace.
  if (!(err instanceof DataFolderError)) throw err;
  process.stderr.write(`tally: ${err.message}\n`);
  process.exit(1);
}
logger.info({ ms: Date.now() - started }, 'Embedded mode started');
process.stdout.write(`Tally is ready on ${app.url}\n`);
onShutdown(logger, () => app.stop());
