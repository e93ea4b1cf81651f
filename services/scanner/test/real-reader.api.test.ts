import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { ScanResult } from '@tally/contracts';
import { startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

// Two photos of the shared ticket set (../shared/tickets: made-up outlets), read by the real OCR and parser.
const TICKETS = path.join(import.meta.dirname, 'fixtures/tickets');
const photo = async (id: string) => `data:image/jpeg;base64,${(await readFile(path.join(TICKETS, `${id}.jpg`))).toString('base64')}`;
const truth = async (id: string) => JSON.parse(await readFile(path.join(TICKETS, `${id}.json`), 'utf8'));

describe('the scan routes with the real local reader (no model configured)', () => {
  let svc: ScannerUnderTest;
  const user = '8a9b1c2d-3e4f-4a5b-9c6d-7e8f9a1b2c3d';

  beforeAll(async () => {
    // One OCR thread and no queue, so a second photo at the same time finds the reader busy.
    svc = await startScanner({ env: { OCR_THREADS: '1', OCR_QUEUE_LIMIT: '0' } });
  }, 60_000);
  afterAll(() => svc.stop());

  it('When a lotto ticket photo is scanned, then the OCR and parser read it and the draw is kept for the result check', async () => {
    const expected = await truth('001');

    const res = await svc.scanImage(user, await photo('001'));

    expect(res.status).toBe(200);
    const scan = ScanResult.parse(res.body);
    expect(scan).toMatchObject({ engine: 'local', type: expected.type, subtype: expected.subtype, raceDate: expected.raceDate });
    expect(scan.rawText.length).toBeGreaterThan(20);
    expect(scan.confidence?.type).toBeGreaterThan(0);
    const kept = (await svc.keptScans(user)).find((k) => k.id === scan.scanId);
    expect(kept?.lottery).toMatchObject({ game: expected.subtype });
  }, 60_000);

  it('When photos arrive while the only OCR thread is busy, then the extra ones get 503 with Retry-After', async () => {
    const image = await photo('007');

    const answers = await Promise.all([1, 2, 3].map(() => svc.scanImage(user, image)));

    const busy = answers.filter((r) => r.status === 503);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.body.message).toBe('Ticket scanning is busy right now. Please try again in a few seconds.');
  }, 60_000);

  it('When text from the device is sent, then the parser reads it', async () => {
    const text = 'TAB\nRANDWICK RACE 5\nSAT 14 JUN 2025 14:35\nWIN  7\n$10.00\nTOTAL $10.00';

    const res = await request(svc.handler).post('/api/interpret-ticket').set(svc.as(user)).send({ text, image: null });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'text', type: 'wagering', racetrack: 'Randwick', amount: '10.00', raceDate: '2025-06-14', rawText: text, ticketImage: null });
    expect(res.body.scanId).toEqual(expect.any(String));
  });
});
