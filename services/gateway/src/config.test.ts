import { loadConfig } from '@tally/service-kit';
import { gatewayConfigSchema } from './config';

describe('gateway config: where the services listen', () => {
  const env = { SESSION_KEYS: 'k'.repeat(40), SERVICE_TOKEN_SECRET: 's'.repeat(40), REDIS_URL: 'redis://127.0.0.1:6379' };

  it('When a service has one URL, then it is a list of one; when several, comma-separated, then each is a replica', () => {
    const config = loadConfig(gatewayConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082', ALERTS_URL: ' http://alerts:8085 , http://alerts-2:8085 ' });
    expect(config.LEDGER_URL).toEqual(['http://ledger:8082']);
    expect(config.ALERTS_URL).toEqual(['http://alerts:8085', 'http://alerts-2:8085']);
    expect(config.IDENTITY_URL).toEqual(['http://127.0.0.1:8081']);
  });

  it('When a listed URL is not one, or a replica is listed twice, then the config is refused, naming the variable', () => {
    expect(() => loadConfig(gatewayConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082,ledger-2' })).toThrow(/LEDGER_URL/);
    expect(() => loadConfig(gatewayConfigSchema, { ...env, ALERTS_URL: 'http://alerts:8085,http://alerts:8085' })).toThrow(/ALERTS_URL: each replica URL once/);
    expect(() => loadConfig(gatewayConfigSchema, { ...env, SCANNER_URL: ',' })).toThrow(/SCANNER_URL: give at least one URL/);
  });
});
