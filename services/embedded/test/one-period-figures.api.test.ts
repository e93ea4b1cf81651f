import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  formatReturnRate,
  GenerateInsightsResponse,
  LimitStatusResponse,
  ListNotificationsResponse,
  MonthlyStatement,
  periodFigures,
  Stats,
  toCents,
  type SpendLimitReached,
} from '@tally/contracts';
import { createTestDatabase, eventually, registerVerified, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { embeddedConfigSchema } from '../src/config';
import { startEmbedded, type Embedded } from '../src/start-embedded';

const ZONE = 'Australia/Sydney';

/**
 * One person's period through every service in embedded wiring, over HTTP through the gateway: the same spend,
 * return, net, return rate, types of gambling and limit figures on home (today's stats), reports (the month's stats,
 * with contracts' periodFigures), the monthly statement, insights' text and the limit notifications, toasts
 * (ledger's answers) and Home's limits (alerts' status). The person is new, so today, this week and this month hold
 * the same entries.
 */
describe('one period, one set of figures across services', () => {
  let app: Embedded;
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-figures-'));
    await chmod(dataDir, 0o755);
    const frontendRoot = path.join(dataDir, 'fe');
    await mkdir(path.join(frontendRoot, 'shell/dist'), { recursive: true });
    await writeFile(path.join(frontendRoot, 'shell/dist/index.html'), '<!doctype html><title>Tally</title>');
    database = await createTestDatabase();
    const config = embeddedConfigSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      DATABASE_URL: database.url,
      FRONTEND_ROOT: frontendRoot,
      LOG_LEVEL: 'silent',
    });
    app = await startEmbedded(config, silentLogger());
  }, 60_000);
  afterAll(async () => {
    await app.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signUpAndIn = async (email: string) => {
    const password = 'a long passphrase';
    const json = { 'content-type': 'application/json' };
    await registerVerified(app.url, path.join(dataDir, 'data', 'mailbox'), { email, password, timeZone: ZONE });
    const res = await fetch(`${app.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: email, password }) });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return async (method: string, pathName: string, body?: unknown, status = method === 'POST' && !pathName.endsWith('/end') ? 201 : 200) => {
      const answer = await fetch(`${app.url}${pathName}`, { method, headers: { cookie, ...(body ? json : {}) }, body: body ? JSON.stringify(body) : undefined });
      const text = await answer.text();
      expect({ pathName, status: answer.status }).toEqual({ pathName, status });
      return text ? JSON.parse(text) : null;
    };
  };

  /** Today and this month in the person's zone, as Home and Reports send them. */
  const ranges = () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const offset = (iso: string) => {
      const wall = new Date(new Date(iso).toLocaleString('en-US', { timeZone: ZONE }) + ' UTC').getTime();
      return wall - new Date(iso).getTime();
    };
    const at = (local: string) => new Date(Date.parse(`${local}Z`) - offset(`${local}Z`)).toISOString();
    const month = day.slice(0, 7);
    const [y, m] = month.split('-').map(Number);
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    return {
      month,
      today: `startDate=${encodeURIComponent(at(`${day}T00:00:00.000`))}&endDate=${encodeURIComponent(at(`${day}T23:59:59.999`))}`,
      thisMonth: `startDate=${encodeURIComponent(at(`${month}-01T00:00:00.000`))}&endDate=${encodeURIComponent(new Date(Date.parse(at(`${nextMonth}-01T00:00:00.000`)) - 1).toISOString())}`,
    };
  };

  it('When a person logs racing, sports, lottery, pokies and a table game past their daily limit, then every screen shows the same figures', async () => {
    const call = await signUpAndIn('one-period@example.com');
    await call('PATCH', '/api/settings', { dailySpendLimit: 250 });
    const toasts: SpendLimitReached[][] = [];

    const racing = await call('POST', '/api/activities', { type: 'wagering', subtype: 'Racing', amount: 100, isCompleted: false });
    toasts.push(racing.spendLimits);
    await call('PATCH', `/api/activities/${racing.id}`, { isCompleted: true, isWin: true, winAmount: 150 });
    toasts.push((await call('POST', '/api/activities', { type: 'wagering', subtype: 'Sports Betting', amount: 50, isCompleted: true, isWin: false })).spendLimits);
    toasts.push((await call('POST', '/api/activities', { type: 'lottery', subtype: 'Oz Lotto', amount: 20, isCompleted: false })).spendLimits);
    const pokies = await call('POST', '/api/sessions', { type: 'slot', venue: 'The Star' });
    toasts.push((await call('POST', `/api/sessions/${pokies.id}/deposits`, { amount: 40 })).spendLimits);
    toasts.push((await call('POST', `/api/sessions/${pokies.id}/deposits`, { amount: '26.60' })).spendLimits);
    await call('POST', `/api/sessions/${pokies.id}/end`, { finalAmount: 30 });
    const table = await call('POST', '/api/sessions', { type: 'table' });
    toasts.push((await call('POST', `/api/sessions/${table.id}/deposits`, { amount: 20 })).spendLimits);
    await call('POST', `/api/sessions/${table.id}/end`, { finalAmount: 0 });

    // Spent 100 + 50 + 20 + 66.60 + 20 = 256.60; back 150 + 30 = 180.00; net -76.60; return rate -76.60 / 256.60 = -29.9%.
    const expected = { spent: '256.60', returned: '180.00', net: '-76.60', returnRate: -29.9 };
    const { today, thisMonth, month } = ranges();

    // Home: today's summary.
    const home = Stats.parse(await call('GET', `/api/stats?${today}`));
    expect(periodFigures(toCents(home.totalSpent), toCents(home.totalWon))).toEqual(expected);
    expect(home).toMatchObject({ totalSpent: '256.60', totalWon: '180.00', netLoss: '76.60', returnRate: -29.9 });

    // Reports: This Month, its cards from the stats by contracts' figures.
    const reports = Stats.parse(await call('GET', `/api/stats?${thisMonth}`));
    const cards = periodFigures(toCents(reports.totalSpent), toCents(reports.totalWon));
    expect(cards).toEqual(expected);
    expect(formatReturnRate(cards.returnRate)).toBe('-29.9%');
    expect(reports.returnRate).toBe(cards.returnRate);

    // The monthly statement: the same totals, and five types (racing and sports betting are two).
    const statement = MonthlyStatement.parse(await call('GET', `/api/statements/${month}`));
    expect(statement.totals).toEqual({ spend: expected.spent, return: expected.returned, net: expected.net });
    expect(statement.guidelines.types).toEqual(['racing', 'sports', 'lottery', 'pokies', 'tables']);
    expect(statement.guidelines.summary).toContain('used 5 types of gambling (racing, sports betting, lottery, pokies, table games)');

    // Insights for this month: the same spend, return, net, return rate and five types, in its text and its figures.
    const insight = GenerateInsightsResponse.parse(await call('POST', '/api/insights/generate', { timeFrame: 'month' }, 200));
    expect(insight).toMatchObject({ totalSpent: expected.spent, totalWon: expected.returned, netReturn: expected.net });
    expect(insight.insights).toContain('you spent $256.60 and got back $180.00: a net loss of $76.60, a return rate of -29.9% on what you spent.');
    expect(insight.insights).toContain('you used 5 types (racing, sports betting, lottery, pokies and table games)');

    // Limits: the toasts (ledger's answers) and the notifications (alerts) tell the same figures, and Home's limits
    // (alerts' own count) the same spend as the stats.
    expect(toasts.map((reached) => reached.map((r) => `${r.period} ${r.level} ${r.spent}`))).toEqual([
      [],
      [],
      [],
      ['daily approaching 210.00'],
      ['daily approaching 236.60'],
      ['daily exceeded 256.60'],
    ]);
    const notifications = await eventually('both limit notifications', async () => {
      const list = ListNotificationsResponse.parse(await call('GET', '/api/notifications')).filter((n) => n.type.startsWith('spend_limit'));
      return list.length === 2 ? list : undefined;
    });
    expect(notifications.map((n) => [n.type, n.message.split(' Free, confidential help')[0]])).toEqual([
      ['spend_limit_exceeded', "You've spent $256.60 today, over your $250.00 daily limit. Consider stopping for now."],
      ['spend_limit_approaching', "You've spent $210.00 of your $250.00 daily limit today. This might be a good time to pause."],
    ]);
    const status = LimitStatusResponse.parse(await call('GET', '/api/limits/status'));
    expect(status.spentSoFar).toEqual({ daily: expected.spent, weekly: expected.spent, monthly: expected.spent });
    expect(status.periods).toEqual([expect.objectContaining({ period: 'daily', limit: '250.00', spent: expected.spent, left: '0.00', level: 'exceeded' })]);
  }, 60_000);
});
