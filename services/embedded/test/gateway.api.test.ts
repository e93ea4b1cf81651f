import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SUBJECTS, User } from '@tally/contracts';
import { eventually, registerVerified, silentLogger } from '@tally/service-kit/testing';
import { embeddedConfigSchema } from '../src/config';
import { startEmbedded, type Embedded } from '../src/start-embedded';

/** The whole embedded stack over real HTTP: gateway sessions, routing, limits and guards. */
describe('gateway in embedded mode', () => {
  let app: Embedded;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-gw-'));
    await chmod(dataDir, 0o755); // run as root, the embedded server runs as the postgres user, who must reach its folder
    const frontendRoot = path.join(dataDir, 'fe');
    await mkdir(path.join(frontendRoot, 'shell/dist'), { recursive: true });
    await mkdir(path.join(frontendRoot, 'mfe-tracking/dist'), { recursive: true });
    await writeFile(path.join(frontendRoot, 'shell/dist/index.html'), '<!doctype html><title>Tally</title>');
    await writeFile(path.join(frontendRoot, 'mfe-tracking/dist/mf-manifest.json'), '{}');
    const config = embeddedConfigSchema.parse({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), FRONTEND_ROOT: frontendRoot, LOG_LEVEL: 'silent' });
    app = await startEmbedded(config, silentLogger());
  }, 60_000);
  afterAll(async () => {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (pathName: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${app.url}${pathName}`, {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as Record<string, string>) },
    });
  const signUpAndIn = async (email: string, password = 'a long passphrase') => {
    await registerVerified(app.url, path.join(dataDir, 'data', 'mailbox'), { email, password });
    const res = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: email, password }) });
    const setCookie = res.headers.getSetCookie();
    return { res, setCookie, cookie: setCookie.map((c) => c.split(';')[0]).join('; ') };
  };

  it('When signed out, then /api/user answers 401 and other calls too', async () => {
    expect((await call('/api/user')).status).toBe(401);
    expect((await call('/api/activities')).status).toBe(401);
    expect((await call('/api/settings', { method: 'PATCH', body: '{}' })).status).toBe(401);
  });

  it('When signing in, then the cookie is HttpOnly and SameSite=Lax, the id is new each time, and sign-out ends it', async () => {
    const first = await signUpAndIn('gw1@example.com');
    expect(first.res.status).toBe(200);
    expect(User.parse(await first.res.json()).email).toBe('gw1@example.com');
    const sessionCookie = first.setCookie.find((c) => c.startsWith('tally.sid='))!;
    expect(sessionCookie).toMatch(/httponly/i);
    expect(sessionCookie).toMatch(/samesite=lax/i);

    const again = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: 'gw1@example.com', password: 'a long passphrase' }), cookie: first.cookie });
    const secondCookie = again.headers.getSetCookie().find((c) => c.startsWith('tally.sid='))!;
    expect(secondCookie.split(';')[0]).not.toBe(sessionCookie.split(';')[0]);
    expect((await call('/api/user', { cookie: first.cookie })).status).toBe(401);

    const cookie = again.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await call('/api/user', { cookie })).status).toBe(200);
    expect((await call('/api/logout', { method: 'POST', cookie })).status).toBe(200);
    expect((await call('/api/user', { cookie })).status).toBe(401);
  });

  it('When the password is wrong, then 401 with one message', async () => {
    await signUpAndIn('gw2@example.com');
    const res = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: 'gw2@example.com', password: 'nope nope nope' }) });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid email or password.');
  });

  it('When another site posts, then 403 and nothing changes', async () => {
    const { cookie } = await signUpAndIn('gw3@example.com');
    const res = await call('/api/settings', { method: 'PATCH', cookie, headers: { origin: 'https://evil.example' }, body: JSON.stringify({ dailySpendLimit: 1 }) });
    expect(res.status).toBe(403);
    expect((await (await call('/api/settings', { cookie })).json()).dailySpendLimit).toBeNull();
  });

  it('When a body is over the route limit, then the gateway answers 413 before the service', async () => {
    const { cookie } = await signUpAndIn('gw4@example.com');
    const res = await call('/api/settings', { method: 'PATCH', cookie, body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) });
    expect(res.status).toBe(413);
  });

  it('When the route is unknown, then 404 JSON; page paths get the shell', async () => {
    const { cookie } = await signUpAndIn('gw5@example.com');
    const api = await call('/api/unknown-thing', { cookie });
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe('Not found.');
    const page = await call('/reports');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tally</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    await writeFile(path.join(dataDir, 'fe/shell/dist/app.js'), 'console.log("tally");'.repeat(200));
    const script = await call('/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
  });

  it('When a known path gets the wrong method, then 405 naming the right one', async () => {
    const { cookie } = await signUpAndIn('gw9@example.com');
    const res = await call('/api/activities', { method: 'DELETE', cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('When asked for the API description, then serves OpenAPI 3.1 with every call and a docs page', async () => {
    const doc = await (await call('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/activities', '/api/settings', '/api/notifications/unread', '/api/sessions/{id}/end']));
    const docs = await call('/api/docs');
    expect(await docs.text()).toContain('/api/interpret-ticket-image');
  });

  it('When the shell asks for remotes, then it gets a manifest URL for each', async () => {
    const manifest = await (await call('/remotes.json')).json();
    expect(Object.keys(manifest).sort()).toEqual(['insights', 'reports', 'support', 'tracking']);
    const remote = await call(manifest.tracking);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("When identity revokes a user's sessions, then the gateway ends all but the kept one", async () => {
    const a = await signUpAndIn('gw6@example.com');
    const b = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: 'gw6@example.com', password: 'a long passphrase' }) });
    const cookieB = b.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user = User.parse(await (await call('/api/user', { cookie: a.cookie })).json());
    const keep = decodeURIComponent(a.cookie.match(/tally\.sid=([^;]+)/)![1]);

    await app.bus.publish({
      id: randomUUID(),
      subject: SUBJECTS.identityUserSessionsRevoked,
      occurredAt: new Date().toISOString(),
      payload: { userId: user.id, keepSessionId: keep },
    });

    await eventually('session B ended', async () => (await call('/api/user', { cookie: cookieB })).status === 401);
    expect((await call('/api/user', { cookie: a.cookie })).status).toBe(200);
  });

  it('When a person signs in, then the service token carries their zone, and a change of zone reaches their sessions', async () => {
    const email = 'gw-zone@example.com';
    await registerVerified(app.url, path.join(dataDir, 'data', 'mailbox'), { email, password: 'a long passphrase', timeZone: 'Australia/Perth' });
    const res = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: email, password: 'a long passphrase' }) });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const zones = new Map<string, unknown>();
    await app.bus.subscribe({
      subject: SUBJECTS.ledgerActivityCreated,
      durable: 'test-gateway-zone',
      handle: async (event) => void zones.set((event.payload as { activityId: string }).activityId, (event.payload as { timeZone?: string }).timeZone),
    });
    const stake = async () =>
      (await (await call('/api/activities', { method: 'POST', cookie, body: JSON.stringify({ type: 'wagering', subtype: 'Racing', amount: 5, isCompleted: false }) })).json())
        .id as string;

    const first = await stake();
    expect(await eventually('the first event', async () => zones.get(first))).toBe('Australia/Perth');
    expect((await call('/api/user/profile', { method: 'PATCH', cookie, body: JSON.stringify({ timeZone: 'Australia/Darwin' }) })).status).toBe(200);
    await eventually('the new zone in the token', async () => {
      const id = await stake();
      return (await eventually('its event', async () => zones.get(id))) === 'Australia/Darwin';
    });
  });

  it('When a wager passes 80% of the daily limit, then the notification appears for that person only', async () => {
    const { cookie } = await signUpAndIn('gw7@example.com');
    const other = await signUpAndIn('gw8@example.com');
    await call('/api/settings', { method: 'PATCH', cookie, body: JSON.stringify({ dailySpendLimit: 100 }) });
    const created = await call('/api/activities', { method: 'POST', cookie, body: JSON.stringify({ type: 'wagering', subtype: 'Racing', amount: 85, isCompleted: false }) });
    expect(created.status).toBe(201);
    const unread = await eventually('the alert', async () => {
      const list = await (await call('/api/notifications/unread', { cookie })).json();
      return list.length ? list : undefined;
    });
    expect(unread[0].type).toBe('spend_limit_approaching');
    expect(await (await call('/api/notifications/unread', { cookie: other.cookie })).json()).toEqual([]);
    expect(await (await call('/api/activities', { cookie: other.cookie })).json()).toEqual([]);
  });
});
