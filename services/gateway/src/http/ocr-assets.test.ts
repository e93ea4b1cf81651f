import Koa from 'koa';
import compress from 'koa-compress';
import request from 'supertest';
import { OCR_ASSETS_PATH, type OcrAssets } from '@tally/contracts';
import { gatewayHeaders } from './gateway-headers';
import { ocrAssets } from './ocr-assets';

/** The browser OCR's files (Scan Ticket's fallback), served from node_modules with long-lived caching. */
describe('ocrAssets', () => {
  const app = new Koa();
  app.use(gatewayHeaders({ remoteOrigins: [], secure: false }));
  app.use(compress({ threshold: 1024, br: false }));
  app.use(ocrAssets());
  const server = app.callback();

  async function manifest(): Promise<OcrAssets> {
    const res = await request(server).get(OCR_ASSETS_PATH);
    return res.body as OcrAssets;
  }

  it('When the manifest is fetched, then it names versioned paths and is revalidated by ETag', async () => {
    const res = await request(server).get(OCR_ASSETS_PATH);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      workerPath: expect.stringMatching(/^\/ocr\/t[\d.]+-c[\d.]+-e[\d.]+\/worker\.min\.js$/),
      corePath: expect.stringMatching(/\/tesseract-core-simd-lstm\.js$/),
      langPath: expect.stringMatching(/^\/ocr\/[^/]+$/),
    });
    const again = await request(server)
      .get(OCR_ASSETS_PATH)
      .set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('When the worker, core and model are fetched, then each is immutable for a year with its own type', async () => {
    const { workerPath, corePath, langPath } = await manifest();

    const worker = await request(server).head(workerPath);
    const glue = await request(server).head(corePath);
    const wasm = await request(server).head(corePath.replace(/\.js$/, '.wasm'));
    const model = await request(server).head(`${langPath}/eng.traineddata.gz`);

    for (const res of [worker, glue, wasm, model]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(Number(model.headers['content-length'])).toBeLessThan(3_200_000);
  });

  it('When the wasm is fetched with gzip accepted, then it is sent compressed', async () => {
    const { corePath } = await manifest();

    const res = await request(server)
      .get(corePath.replace(/\.js$/, '.wasm'))
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((r, cb) => {
        let size = 0;
        r.on('data', (chunk: Buffer) => (size += chunk.length));
        r.on('end', () => cb(null, size));
      });

    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('When another version or file is asked for, then it is 404 (nothing else in node_modules is reachable)', async () => {
    const { langPath } = await manifest();

    expect((await request(server).get('/ocr/t0.0.0-c0-e0/worker.min.js')).status).toBe(404);
    expect((await request(server).get(`${langPath}/package.json`)).status).toBe(404);
    expect((await request(server).get(`${langPath}/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('When the CSP is read, then it lets the worker run and compile WebAssembly from this origin', async () => {
    const res = await request(server).get(OCR_ASSETS_PATH);

    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
  });
});
