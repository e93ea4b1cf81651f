import { loadConfig } from '@tally/service-kit';
import { insightsConfigSchema } from './config';

const env = { PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tally', SERVICE_TOKEN_SECRET: 'x'.repeat(32) };

describe('insights config', () => {
  it('When LEDGER_URL names one ledger or several comma-separated, then each is a replica insights reads from', () => {
    expect(loadConfig(insightsConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082' }).LEDGER_URL).toEqual(['http://ledger:8082']);
    expect(loadConfig(insightsConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082, http://ledger-2:8082' }).LEDGER_URL).toEqual([
      'http://ledger:8082',
      'http://ledger-2:8082',
    ]);
    expect(loadConfig(insightsConfigSchema, env).LEDGER_URL).toEqual(['http://127.0.0.1:8082']);
  });

  it('When a listed ledger URL is not one, or is listed twice, then the config is refused, naming LEDGER_URL', () => {
    expect(() => loadConfig(insightsConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082,ledger-2' })).toThrow(/LEDGER_URL/);
    expect(() => loadConfig(insightsConfigSchema, { ...env, LEDGER_URL: 'http://ledger:8082,http://ledger:8082' })).toThrow(/LEDGER_URL: each replica URL once/);
  });
});
