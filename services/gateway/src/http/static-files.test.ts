import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { gatewayHeaders } from './gateway-headers';
import { cacheControlFor, staticFrontends } from './static-files';

/** The front ends from disk (embedded mode): what makes the shell installable, and its service worker. */
describe('staticFrontends', () => {
  let root: string;
  let server: ReturnType<Koa['callback']>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tally-static-'));
    const dist = path.join(root, 'shell/dist');
    await mkdir(path.join(dist, 'icons'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tally</title>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Tally', start_url: '/' }));
    await writeFile(path.join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(path.join(dist, 'first-load.0123abcd.js'), 'console.log(1);');
    const app = new Koa();
    app.use(gatewayHeaders({ remoteOrigins: [], secure: false }));
    app.use(staticFrontends({ root, remotes: [] }));
    server = app.callback();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('When the browser fetches /sw.js, then it gets JavaScript it must revalidate every time', async () => {
    const res = await request(server).get('/sw.js');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('push');
  });

  it('When the browser fetches the web manifest, then it is application/manifest+json, revalidated', async () => {
    const res = await request(server).get('/manifest.webmanifest');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Tally' });
  });

  it('When an icon is fetched, then it is a PNG kept for a day', async () => {
    const res = await request(server).get('/icons/icon-192.png');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('When the build has no service worker, then /sw.js is a 404, never the page', async () => {
    await rm(path.join(root, 'shell/dist/sw.js'));
    const res = await request(server).get('/sw.js');
    await writeFile(path.join(root, 'shell/dist/sw.js'), '');

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>Tally</title>');
  });

  it('When any page is served, then the CSP lets the service worker and the manifest load from the app only', async () => {
    const csp = (await request(server).get('/settings')).headers['content-security-policy'];

    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });
});

describe('cacheControlFor', () => {
  it('should keep content-hashed chunks for a year and revalidate entry files', () => {
    expect(cacheControlFor('/app/shell/dist/first-load.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/app/shell/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/app/mfe-tracking/dist/remoteEntry.js')).toBe('no-cache');
  });
});
