import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { gatewayHeaders } from './gateway-headers';
import { remoteManifestUrls } from './remotes-manifest';
import { cacheControlFor, staticFrontends } from './static-files';

/** The front ends from disk (embedded mode): what makes the shell installable, and its service worker. */
describe('staticFrontends', () => {
  const entrySource = `var support = {}; ${'/* the container */ '.repeat(20)}`;
  let root: string;
  let server: ReturnType<Koa['callback']>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tally-static-'));
    const dist = path.join(root, 'shell/dist');
    await mkdir(path.join(dist, 'icons'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Tally</title></head><body></body></html>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Tally', start_url: '/' }));
    await writeFile(path.join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(path.join(dist, 'first-load.0123abcd.js'), 'console.log(1);');
    // Support is served from disk with its Brotli copies; Reports from a server of its own.
    const support = path.join(root, 'mfe-support/dist');
    await mkdir(support, { recursive: true });
    const manifest = { metaData: { globalName: 'support', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    await writeFile(path.join(support, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(support, 'remoteEntry.js'), entrySource);
    await writeFile(path.join(support, 'remoteEntry.js.br'), brotliCompressSync(entrySource));
    const app = new Koa();
    app.use(gatewayHeaders({ remoteOrigins: [], secure: false }));
    const remoteUrls = { reports: 'https://reports.example.test/' };
    app.use(staticFrontends({ root, remotes: ['support', 'tracking'], manifestUrls: remoteManifestUrls(remoteUrls) }));
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

  it("When a remote's page is opened, then index.html names every remote and preloads that remote's entry", async () => {
    const res = await request(server).get('/education/self-check');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/support/remoteEntry.js" />');
    expect(res.text).toContain('data-page-remote="support"');
    const block = /<script type="application\/json" id="tally-remotes"[^>]*>(.*?)<\/script>/.exec(res.text);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      // Served here with a readable manifest: the entry itself, so the shell skips the manifest.
      support: { manifest: '/remotes/support/mf-manifest.json', entry: '/remotes/support/remoteEntry.js', globalName: 'support' },
      // Served elsewhere: only where its manifest is.
      reports: { manifest: 'https://reports.example.test/mf-manifest.json' },
      // Served here but its build is missing: the shell fetches the manifest (and shows the error).
      tracking: { manifest: '/remotes/tracking/mf-manifest.json' },
      insights: { manifest: '/remotes/insights/mf-manifest.json' },
    });
  });

  it('When a page of the shell is opened, or home without a session, then index.html preloads no remote', async () => {
    for (const page of ['/', '/settings']) {
      const res = await request(server).get(page);

      expect(res.text).toContain('<script type="application/json" id="tally-remotes">');
      expect(res.text).not.toContain('rel="preload"');
    }
  });

  it('When home is opened with a session cookie, then index.html names tracking as its remote and preloads its entry', async () => {
    const trackingDist = path.join(root, 'mfe-tracking/dist');
    await mkdir(trackingDist, { recursive: true });
    const manifest = { metaData: { globalName: 'tracking', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    await writeFile(path.join(trackingDist, 'mf-manifest.json'), JSON.stringify(manifest));

    const home = await request(server).get('/').set('Cookie', 'tally.sid=abc; tally.sid.sig=def');
    const settings = await request(server).get('/settings').set('Cookie', 'tally.sid=abc; tally.sid.sig=def');
    await rm(trackingDist, { recursive: true });

    expect(home.headers.vary).toMatch(/Cookie/);
    expect(home.text).toContain('<script type="application/json" id="tally-remotes" data-page-remote="tracking">');
    expect(home.text).toContain('<link rel="preload" as="script" href="/remotes/tracking/remoteEntry.js" />');
    expect(settings.text).not.toContain('data-page-remote');
  });

  it('When a browser accepts Brotli, then a file with a .br copy comes as that copy, under the cache rule of the original', async () => {
    const res = await request(server).get('/remotes/support/remoteEntry.js').set('Accept-Encoding', 'gzip, br').buffer(true);

    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(entrySource);
  });

  it('When a browser does not accept Brotli, then it gets the file itself', async () => {
    const res = await request(server).get('/remotes/support/remoteEntry.js').set('Accept-Encoding', 'identity');

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(entrySource);
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
