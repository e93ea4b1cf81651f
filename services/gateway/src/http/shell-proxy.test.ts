import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { createStaticServer } from '../../../../scripts/lib/static-server.mjs';
import { gatewayHeaders } from './gateway-headers';
import { shellProxy } from './shell-proxy';

/** Distributed mode: the gateway passes page requests to the shell's own static server (scripts/serve-frontend.mjs). */
describe('shellProxy to the shell static server', () => {
  const mainSource = `console.log('tally'); ${'/* the app */ '.repeat(200)}`;
  let root: string;
  let shellServer: ReturnType<typeof createStaticServer>;
  let gateway: ReturnType<Koa['callback']>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tally-shell-'));
    await mkdir(path.join(root, 'icons'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Tally</title>');
    await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("push", () => {});');
    await writeFile(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Tally', start_url: '/' }));
    await writeFile(path.join(root, 'main.js'), mainSource);
    await writeFile(path.join(root, 'main.js.br'), brotliCompressSync(mainSource));
    shellServer = createStaticServer({ root, spa: true });
    await new Promise<void>((resolve) => shellServer.listen(0, '127.0.0.1', resolve));
    const app = new Koa();
    app.use(gatewayHeaders({ remoteOrigins: [], secure: false }));
    app.use(shellProxy(`http://127.0.0.1:${(shellServer.address() as AddressInfo).port}`));
    gateway = app.callback();
  });
  afterAll(async () => {
    shellServer.closeAllConnections();
    await new Promise((resolve) => shellServer.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('When the browser fetches /sw.js, then it gets JavaScript it must revalidate, under the gateway CSP', async () => {
    const res = await request(gateway).get('/sw.js');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('When the browser fetches the web manifest, then it is application/manifest+json, revalidated', async () => {
    const res = await request(gateway).get('/manifest.webmanifest');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Tally' });
  });

  it('When a browser accepts Brotli, then a file with a .br copy comes as that copy; otherwise gzipped', async () => {
    const brotli = await request(gateway).get('/main.js').set('Accept-Encoding', 'gzip, br');
    const gzip = await request(gateway).get('/main.js').set('Accept-Encoding', 'gzip');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.text).toBe(mainSource);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(mainSource);
  });
});
