import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ClearDataResponse } from '@tally/contracts';
import { createTestDatabase, eventually, registerVerified, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { embeddedConfigSchema } from '../src/config';
import { startEmbedded, type Embedded } from '../src/start-embedded';

/**
 * What deletion removes (ADR 0012), over the whole embedded stack: after account deletion no row of any
 * table of any schema names the person (their id or email, in any column), and after Clear All Data only
 * the tables ADR 0005 keeps do. The walk reads every table from information_schema and matches the
 * whole row as text, so a table added later, or a copy kept somewhere new (an outbox, a dead letter, a
 * job's data, sign-in failures), fails here.
 */
const KEPT_AFTER_CLEARING = new Set([
  'identity.users',
  'identity.avatars',
  'identity.email_verifications',
  'identity.password_resets',
  'identity.data_clear_requests',
  'alerts.settings',
  'alerts.pending_limit_changes',
  'alerts.push_subscriptions',
  'alerts.user_zones',
  'alerts.limit_alerts_sent',
  // This month's counted spend, cut loose from the wagers (source ids 'cleared:…'), and the raised limit's job (ADR 0005).
  'alerts.spend_entries',
  'alerts.jobs',
  'ledger.person_limits',
  // The person's data version for the replicas' read caches (a number; ADR 0010): the person still exists.
  'ledger.person_versions',
  'gateway.sessions',
]);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PASSWORD = 'a long passphrase';

describe('What deletion removes, in embedded mode (one database)', () => {
  let app: Embedded;
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-deletion-'));
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

  const post = (pathName: string, body: unknown, cookie?: string) =>
    fetch(`${app.url}${pathName}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

  /** Registers and signs in `email`, after one failed sign-in (password_attempts rows naming the address). */
  const signUpAndIn = async (email: string) => {
    await registerVerified(app.url, path.join(dataDir, 'data', 'mailbox'), { email, password: PASSWORD });
    expect((await post('/api/login', { username: email, password: 'not the password' })).status).toBe(401);
    const res = await post('/api/login', { username: email, password: PASSWORD });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user = (await res.json()) as { id: string };
    expect((await post('/api/login', { username: email, password: 'wrong again' })).status).toBe(401);
    const call = async (method: string, pathName: string, body?: unknown) => {
      const answer = await fetch(`${app.url}${pathName}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : null };
    };
    return { userId: user.id, email, cookie, call };
  };
  type Person = Awaited<ReturnType<typeof signUpAndIn>>;

  /** Something in every service: limits with a raise cooling off, a device, a picture, a pending wager with its photo, sessions, a scan, a self-check. */
  const fill = async ({ userId, cookie, call }: Person) => {
    const ok = async (promise: Promise<{ status: number; body: unknown }>, status: number) => {
      const res = await promise;
      expect({ status: res.status, body: res.body }).toMatchObject({ status });
      return res.body as Record<string, string>;
    };
    await ok(call('PATCH', '/api/settings', { dailySpendLimit: 50, weeklySpendLimit: 200 }), 200);
    await ok(call('PATCH', '/api/settings', { weeklySpendLimit: 300 }), 200);
    await ok(call('POST', '/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }), 201);
    const form = new FormData();
    form.append('avatar', new Blob([Buffer.from(PNG.split(',')[1], 'base64')], { type: 'image/png' }), 'me.png');
    expect((await fetch(`${app.url}/api/user/avatar`, { method: 'POST', headers: { cookie }, body: form })).status).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    await ok(
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
        details: 'a note that names nobody',
      }),
      201,
    );
    const ended = await ok(call('POST', '/api/sessions', { type: 'table', venue: 'The Star', isActive: true }), 201);
    await ok(call('POST', `/api/sessions/${ended.id}/deposits`, { amount: 20 }), 201);
    await ok(call('POST', `/api/sessions/${ended.id}/end`, { finalAmount: 5 }), 200);
    await ok(call('POST', '/api/sessions', { type: 'slot', venue: null, isActive: true }), 201);
    await ok(call('POST', '/api/interpret-ticket', { text: 'SATURDAY LOTTO DRAW 4600 TOTAL $8.45' }), 200);
    await database.pool.query(`insert into insights.self_checks (user_id, answers, score, band) values ($1, '{1,1,0,0,0,0,0,0,0}', 2, 'low')`, [userId]);
    await eventually('the notification and result check', async () => {
      const found = await naming({ userId } as Person);
      return found.has('alerts.notifications') && found.has('scanner.result_checks');
    });
  };

  /** Every table of every schema (information_schema) holding a row that names the person: their id or email anywhere in the row. */
  const naming = async ({ userId, email }: Pick<Person, 'userId' | 'email'>): Promise<Map<string, number>> => {
    const { rows: tables } = await database.pool.query<{ table_schema: string; table_name: string }>(
      `select table_schema, table_name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'
       order by 1, 2`,
    );
    const found = new Map<string, number>();
    for (const { table_schema, table_name } of tables) {
      const { rows } = await database.pool.query<{ n: number }>(
        `select count(*)::int as n from "${table_schema}"."${table_name}" t where strpos(lower(t::text), $1) > 0 or ($2 <> '' and strpos(lower(t::text), $2) > 0)`,
        [userId.toLowerCase(), email?.toLowerCase() ?? ''],
      );
      if (rows[0].n > 0) found.set(`${table_schema}.${table_name}`, rows[0].n);
    }
    return found;
  };
  const tables = (found: Map<string, number>) => [...found.keys()].sort();

  it('When a person deletes their account, then no row of any table of any schema names them, and nobody else loses anything', async () => {
    const [gone, other] = [await signUpAndIn('delete-me@example.com'), await signUpAndIn('stay@example.com')];
    await fill(gone);
    await fill(other);
    // The failed sign-in and the wager's consumers write a moment after their answers; the walk below
    // covers every table whether or not these copies were made, so only the answered writes are required.
    const expected = ['identity.password_attempts', 'identity.users', 'ledger.activities', 'ledger.outbox', 'alerts.spend_entries'];
    const required = ['identity.users', 'ledger.activities', 'alerts.spend_entries'];
    await eventually(
      'every copy written',
      async () => {
        const found = tables(await naming(gone));
        return expected.every((table) => found.includes(table)) || undefined;
      },
      15_000,
    ).catch(() => undefined);
    expect(tables(await naming(gone))).toEqual(expect.arrayContaining(required));
    const otherBefore = await naming(other);

    const deleted = await gone.call('DELETE', '/api/user', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    await eventually('every service forgot the person', async () => (await naming(gone)).size === 0, 15_000).catch(() => undefined);

    expect(tables(await naming(gone))).toEqual([]);
    expect(await naming(other)).toEqual(otherBefore);
  }, 120_000);

  it('When a person clears all data, then only the tables kept on purpose still name them', async () => {
    const cleared = await signUpAndIn('clear-all@example.com');
    await fill(cleared);

    const started = await cleared.call('POST', '/api/user/data/clear');
    expect(started.status).toBe(202);
    const { requestId } = ClearDataResponse.parse(started.body);
    await eventually('the request done', async () => ClearDataResponse.parse((await cleared.call('GET', `/api/user/data/clear/${requestId}`)).body).status === 'done');
    const kept = (found: Map<string, number>) => tables(found).filter((table) => !KEPT_AFTER_CLEARING.has(table) && table !== 'identity.password_attempts');
    await eventually('every copy went', async () => kept(await naming(cleared)).length === 0, 15_000).catch(() => undefined);

    expect(kept(await naming(cleared))).toEqual([]);
    const { rows } = await database.pool.query(`select source_id from alerts.spend_entries where user_id = $1 and source_id not like 'cleared:%'`, [cleared.userId]);
    expect(rows).toEqual([]);
  }, 120_000);
});
