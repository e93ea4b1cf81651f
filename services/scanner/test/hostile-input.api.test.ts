import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

/** The ticket upload (a JSON body with the photo) against a body that is not what its Content-Encoding says, or not UTF-8. */
describe('POST /api/interpret-ticket-image with hostile bodies', () => {
  const scripted = createScriptedReader();
  const person = '6b1c2a44-8f1e-4c55-9a51-3f1e5d2c7a77';
  let svc: ScannerUnderTest;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    svc = await startScanner({ overrides: { openLocalReader: scripted.open } });
    server = createServer((req, res) => svc.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpret-ticket-image`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await svc.stop();
  });

  const upload = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { method: 'POST', body, headers: { authorization: svc.auth.header(person), 'content-type': 'application/json', ...headers } });
    return { status: res.status, message: ((await res.json()) as { message?: string }).message };
  };

  it('When the photo is sent with a Content-Encoding it does not have, then 400 (415 for one not read), nothing is read, and the next scan works', async () => {
    const json = JSON.stringify({ imageBase64: await pngDataUrl() });
    const reads = scripted.reader.reads;
    for (const encoding of ['gzip', 'deflate', 'br']) {
      expect(await upload(json, { 'content-encoding': encoding })).toEqual({ status: 400, message: 'The request body is not compressed as its Content-Encoding says.' });
    }
    expect((await upload(json, { 'content-encoding': 'zstd' })).status).toBe(415);
    expect(await upload(Buffer.concat([Buffer.from(json.slice(0, -2)), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]), Buffer.from('"}')]))).toEqual({
      status: 400,
      message: 'The request body is not valid UTF-8.',
    });
    expect(scripted.reader.reads).toBe(reads);
    scripted.readsAs('RANDWICK R5 WIN #7 $10.00', reading({ type: 'wagering', amount: '10.00', subtype: 'Racing' }));
    expect((await upload(gzipSync(json), { 'content-encoding': 'gzip' })).status).toBe(200);
  });
});
