import { createDatabase, createEventBusFor, createLogger, createTokenKey, databaseTimeoutsFrom, loadConfig, onShutdown, startService } from '@tally/service-kit';
import { gatewayConfigSchema } from './config';
import { createGatewayService } from './create-gateway-service';
import { defaultFrontendRoot } from './frontend-root';
import { serviceReadiness } from './http/service-readiness';
import { createProxyTransport } from './http/service-transport';
import { SERVICE_NAMES, type ServiceName } from './http/route-map';

// Distributed entry: sessions in Redis (or the database when no Redis is configured), services over HTTP.
let config;
try {
  config = loadConfig(gatewayConfigSchema);
} catch (err) {
  process.stderr.write(`gateway: ${(err as Error).message}\n`);
  process.exit(78);
}
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const database = !config.REDIS_URL ? createDatabase({ url: config.DATABASE_URL!, applicationName: 'tally-gateway', timeouts: databaseTimeoutsFrom(config) }) : undefined;
const bus = await createEventBusFor(config, logger);
// Each service's URL, or its replicas' (the transport spreads calls over the ready ones).
const urls: Record<ServiceName, string[]> = {
  identity: config.IDENTITY_URL,
  ledger: config.LEDGER_URL,
  scanner: config.SCANNER_URL,
  insights: config.INSIGHTS_URL,
  alerts: config.ALERTS_URL,
};
const transport = createProxyTransport(urls);
const handle = await createGatewayService({
  config,
  logger,
  tokenKey: createTokenKey(config.SERVICE_TOKEN_SECRET),
  bus,
  database,
  transport,
  identityUrl: () => transport.baseUrl('identity'),
  // One replica: its readiness; several: each one's, by URL (ready while one of them is).
  services: Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      urls[name].length === 1 ? () => serviceReadiness(urls[name][0]) : Object.fromEntries(urls[name].map((url) => [url, () => serviceReadiness(url)])),
    ]),
  ),
  frontendRoot: config.FRONTEND_ROOT ?? defaultFrontendRoot(),
});
const running = await startService(handle, { port: config.PORT, host: config.HOST, bus, logger });
onShutdown(logger, async () => {
  await running.stop();
  await bus.close();
  await database?.close();
});
