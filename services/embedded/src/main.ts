import { createLogger, loadConfig, onShutdown } from '@tally/service-kit';
import { embeddedConfigSchema } from './config';
import { startEmbedded } from './start-embedded';

let config;
try {
  config = loadConfig(embeddedConfigSchema);
} catch (err) {
  process.stderr.write(`tally: ${(err as Error).message}\n`);
  process.exit(78);
}
const logger = createLogger({ name: 'tally', level: config.LOG_LEVEL });
const started = Date.now();
const app = await startEmbedded(config, logger);
logger.info({ ms: Date.now() - started }, 'Embedded mode started');
process.stdout.write(`Tally is ready on ${app.url}\n`);
onShutdown(logger, () => app.stop());
