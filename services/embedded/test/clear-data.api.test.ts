import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ClearDataResponse } from '@tally/contracts';
import { createTestDatabase, eventually, registerVerified, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { embeddedConfigSchema } from '../src/config';
import { startEmbedded, type Embedded } from '../src/start-embedded';

/**
 * The tables that keep rows of a person after Clear All Data, on purpose: the account, its
 * settings and limits, devices, sign-in sessions, and the clear request itself. Any other table
 * with a user_id column must be emptied of the person, so a table added later without its part
 * in Clear All Data fails here.
 */
const KEPT_TABLES = new Set([
  'identity.users',
  'identity.avatars',
  'identity.email_verifications',
  'identity.password_resets',
  'identity.data_clear_requests',
  'alerts.settings',
  'alerts.pending_limit_changes',
  'alerts.push_subscriptions',
  'alerts.user_zones',
  // The limit alerts sent in the running periods stay with the spend counted in them (ADR 0005).
  'alerts.limit_alerts_sent',
  'ledger.person_limits',
  // The person's data version for the replicas' read caches (a number, no data; ADR 0010).
  'ledger.person_versions',
  'gateway.sessions',
]);
const SCHEMAS = ['identity', 'ledger', 'scanner', 'insights', 'alerts', 'gateway'];
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The whole embedded stack over real HTTP: Clear All Data through the gateway, every service, and back. */
describe('Clear All Data in embedded mode', () => {
  let app: Embedded;
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-clear-'));
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
    await registerVerified(app.url, path.join(dataDir, 'data', 'mailbox'), { email, password });
    const res = await fetch(`${app.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user = (await res.json()) as { id: string };
    const call = async (method: string, pathName: string, body?: unknown) => {
      const answer = await fetch(`${app.url}${pathName}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : null };
    };
    return { userId: user.id, call };
  };
  type Person = Awaited<ReturnType<typeof signUpAndIn>>;

  /** Limits with a raise cooling off, a device, a pending wager with its ticket photo (a result check and an approaching-limit notification), an ended and a running session, a kept scan and a self-check. */
  const fill = async ({ userId, call }: Person) => {
    const expectStatus = async (promise: Promise<{ status: number; body: unknown }>, status: number) => {
      const res = await promise;
      expect({ status: res.status, body: res.body }).toMatchObject({ status });
      return res.body as Record<string, unknown>;
    };
    await expectStatus(call('PATCH', '/api/settings', { dailySpendLimit: 50, weeklySpendLimit: 200 }), 200);
    await expectStatus(call('PATCH', '/api/settings', { weeklySpendLimit: 300 }), 200);
    await expectStatus(
      call('POST', '/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
      201,
    );
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    const activity = await expectStatus(
      call('POST', '/api/activities', {
        type: 'wagering',
        subtype: 'Racing',
        amount: 45,
        isCompleted: false,
        racetrack: 'Randwick',
        raceDate: tomorrow,
        raceTime: '14:35',
        raceNumber: 5,
        ticketImage: PNG,
      }),
      201,
    );
    const ended = await expectStatus(call('POST', '/api/sessions', { type: 'table', venue: 'The Star', isActive: true }), 201);
    await expectStatus(call('POST', `/api/sessions/${ended.id}/deposits`, { amount: 20 }), 201);
    await expectStatus(call('POST', `/api/sessions/${ended.id}/end`, { finalAmount: 5 }), 200);
    const running = await expectStatus(call('POST', '/api/sessions', { type: 'slot', venue: null, isActive: true }), 201);
    expect((await expectStatus(call('POST', '/api/interpret-ticket', { text: 'SATURDAY LOTTO DRAW 4600 TOTAL $8.45' }), 200)).scanId).toEqual(expect.any(String));
    await database.pool.query(`insert into insights.self_checks (user_id, answers, score, band) values ($1, '{1,1,0,0,0,0,0,0,0}', 2, 'low')`, [userId]);
    await eventually('the notification and result check', async () => (await rowsOf(userId)).has('alerts.notifications') && (await rowsOf(userId)).has('scanner.result_checks'));
    return [userId, activity.id, ended.id, running.id] as string[];
  };

  /** Jobs still to run (session alerts, result checks) that name the person or one of their records. */
  const waitingJobsOf = async (ids: string[]) => {
    const names: string[] = [];
    for (const schema of SCHEMAS.filter((name) => name !== 'gateway')) {
      const { rows } = await database.pool.query<{ name: string; data: string }>(`select name, data::text as data from "${schema}".jobs where not done`);
      names.push(...rows.filter((row) => ids.some((id) => row.data.includes(id))).map((row) => `${schema}.${row.name}`));
    }
    return names.sort();
  };

  /** Every table of every service with a user_id column, with how many rows the person has there. */
  const rowsOf = async (userId: string): Promise<Map<string, number>> => {
    const tables = await database.pool.query<{ table_schema: string; table_name: string }>(
      `select table_schema, table_name from information_schema.columns where column_name = 'user_id' and table_schema = any($1) order by 1, 2`,
      [SCHEMAS],
    );
    const found = new Map<string, number>();
    for (const { table_schema, table_name } of tables.rows) {
      // Counted spend of the running periods outlives Clear All Data as anonymous amounts (ADR 0005): only spend still tied to an entry is tracked data.
      const anonymous = `${table_schema}.${table_name}` === 'alerts.spend_entries' ? ` and source_id not like 'cleared:%'` : '';
      const { rows } = await database.pool.query<{ n: number }>(`select count(*)::int as n from "${table_schema}"."${table_name}" where user_id = $1${anonymous}`, [userId]);
      if (rows[0].n > 0) found.set(`${table_schema}.${table_name}`, rows[0].n);
    }
    return found;
  };
  const tracked = (rows: Map<string, number>) => [...rows.keys()].filter((table) => !KEPT_TABLES.has(table)).sort();

  it("When a person clears all data, then no table of any service keeps their tracked rows, everyone else's stay, and the account still signs in", async () => {
    const [cleared, other] = [await signUpAndIn('clear-me@example.com'), await signUpAndIn('keep-me@example.com')];
    const clearedIds = await fill(cleared);
    const otherIds = await fill(other);
    const before = tracked(await rowsOf(cleared.userId));
    expect(before).toEqual(
      expect.arrayContaining([
        'alerts.notifications',
        'alerts.session_timers',
        'alerts.spend_entries',
        'insights.self_checks',
        'ledger.activities',
        'ledger.deposits',
        'ledger.sessions',
        'ledger.ticket_images',
        'scanner.result_checks',
        'scanner.scans',
      ]),
    );
    const otherBefore = await rowsOf(other.userId);
    expect(await waitingJobsOf(clearedIds)).toEqual(['alerts.apply-pending-limit', 'alerts.session-alert', 'alerts.statement-ready', 'scanner.result-check']);
    const otherJobs = await waitingJobsOf(otherIds);

    const started = await cleared.call('POST', '/api/user/data/clear');
    expect(started.status).toBe(202);
    const { requestId } = ClearDataResponse.parse(started.body);
    const done = await eventually('the request done', async () => {
      const body = ClearDataResponse.parse((await cleared.call('GET', `/api/user/data/clear/${requestId}`)).body);
      return body.status === 'done' ? body : undefined;
    });

    expect(done.pending).toEqual([]);
    expect(tracked(await rowsOf(cleared.userId))).toEqual([]);
    expect(await rowsOf(other.userId)).toEqual(otherBefore);
    // The raised limit still comes into force; the session's alerts, the month's statement notice and the ticket's check are gone.
    expect(await waitingJobsOf(clearedIds)).toEqual(['alerts.apply-pending-limit']);
    expect(await waitingJobsOf(otherIds)).toEqual(otherJobs);
    expect((await other.call('GET', `/api/user/data/clear/${requestId}`)).status).toBe(404);
    expect((await cleared.call('GET', '/api/activities')).body).toEqual([]);
    expect((await cleared.call('GET', '/api/notifications')).body).toEqual([]);
    expect((await cleared.call('GET', '/api/sessions/active')).body).toBeNull();
    expect((await cleared.call('GET', '/api/stats')).body).toMatchObject({ totalSpent: '0.00', activitiesCount: 0 });
    expect((await cleared.call('GET', '/api/settings')).body).toMatchObject({ dailySpendLimit: '50.00', pendingLimitChanges: [{ period: 'weekly', limit: '300.00' }] });
    expect((await cleared.call('GET', '/api/user')).body).toMatchObject({ email: 'clear-me@example.com' });
    expect((await other.call('GET', '/api/activities')).body).toHaveLength(1);
  }, 60_000);
});
