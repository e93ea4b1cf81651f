import request from 'supertest';
import { ScanResult, VALIDATION_MESSAGES } from '@tally/contracts';
import { OcrBusyError } from '../src/local-ocr/local-ticket-reader';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

const RACE_TEXT = 'RANDWICK R5 WIN #7 $10.00 SAT 14JUN25 14:35';
const raceReading = reading({ type: 'wagering', amount: '10.00', racetrack: 'Randwick', raceNumber: 5, horseNumber: 7, betType: 'Win', subtype: 'Racing' });
const NOT_AN_IMAGE = 'Please select an image file (JPG, PNG, etc.)';

describe('POST /api/interpret-ticket-image', () => {
  const scripted = createScriptedReader();
  let svc: ScannerUnderTest;
  let png: string;

  beforeAll(async () => {
    svc = await startScanner({ overrides: { openLocalReader: scripted.open } });
    png = await pngDataUrl();
  });
  afterAll(() => svc.stop());

  it('When nobody is signed in, then responds 401 and reads nothing', async () => {
    const reads = scripted.reader.reads;

    const res = await request(svc.handler)
      .post('/api/interpret-ticket-image')
      .set({ Authorization: svc.auth.header(null) })
      .send({ imageBase64: png });

    expect(res.status).toBe(401);
    expect(scripted.reader.reads).toBe(reads);
  });

  it('When the photo is read, then answers the fields with confidence, engine, the data URL and a kept scan without the image', async () => {
    scripted.readsAs(RACE_TEXT, raceReading);

    const res = await svc.scanImage('6b1c2a44-8f1e-4c55-9a51-3f1e5d2c7a10', png);

    expect(res.status).toBe(200);
    const scan = ScanResult.parse(res.body);
    expect(scan).toMatchObject({
      type: 'wagering',
      amount: '10.00',
      racetrack: 'Randwick',
      raceNumber: 5,
      horseNumber: 7,
      rawText: RACE_TEXT,
      ticketImage: png,
      engine: 'local',
    });
    expect(scan.confidence).toMatchObject({ racetrack: 0.8, horseNumber: 0.8 });
    const [kept] = await svc.keptScans('6b1c2a44-8f1e-4c55-9a51-3f1e5d2c7a10');
    expect(kept).toMatchObject({ id: scan.scanId, type: 'wagering', rawText: RACE_TEXT, activityId: null });
    expect(JSON.stringify(kept)).not.toContain(png.slice(30, 60));
  });

  it('When the same photo is sent twice with one Idempotency-Key (a retry after a lost answer), then it is read once, one scan is kept, and the answer is the same', async () => {
    const user = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';
    scripted.readsAs(RACE_TEXT, raceReading);
    const reads = scripted.reader.reads;
    const send = () =>
      request(svc.handler)
        .post('/api/interpret-ticket-image')
        .set({ Authorization: svc.auth.header(user), 'Idempotency-Key': 'scan-1' })
        .send({ imageBase64: png });

    const first = await send();
    const again = await send();

    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(scripted.reader.reads).toBe(reads + 1);
    expect(await svc.keptScans(user)).toHaveLength(1);
  });

  it('When the image comes as bare base64, then the answer carries it as a data URL of its real type', async () => {
    scripted.readsAs(RACE_TEXT, raceReading);
    const bare = png.replace('data:image/png;base64,', '');

    const res = await svc.scanImage('0f4c6f0e-3a9b-4a57-8d0c-2b7f6a1e9c33', bare);

    expect(res.status).toBe(200);
    expect(res.body.ticketImage).toBe(png);
  });

  it.each([
    ['no image', undefined],
    ['text labelled as an image', `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`],
    ['a PDF', `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n1 0 obj').toString('base64')}`],
    ['something that is not base64', 'data:image/png;base64,@@@not base64@@@'],
    // One base64 character decodes to no bytes at all, which the image reader refuses by throwing.
    ['one character of base64', 'A'],
    ['a data URL with one character of base64', 'data:image/png;base64,A'],
  ])('When the body has %s, then responds 400 with the spec message and reads nothing', async (_what, imageBase64) => {
    const reads = scripted.reader.reads;

    const res = await request(svc.handler).post('/api/interpret-ticket-image').set(svc.as('1d7e4b8a-2c3f-4e5a-9b6c-7d8e9f0a1b2c')).send({ imageBase64 });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: NOT_AN_IMAGE });
    expect(scripted.reader.reads).toBe(reads);
  });

  it('When the image is over 10 MB, then responds 400 with the size message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff).toString('base64');

    const res = await request(svc.handler).post('/api/interpret-ticket-image').set(svc.as('1d7e4b8a-2c3f-4e5a-9b6c-7d8e9f0a1b2c')).send({ imageBase64: big });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image smaller than 10MB');
  });

  it('When the photo yields fewer than 3 characters, then responds 422 with the no-readable-text message and keeps nothing', async () => {
    scripted.readsAs(' a ', reading({ type: 'unknown' }));
    const user = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

    const res = await svc.scanImage(user, png);

    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: VALIDATION_MESSAGES.noReadableText, code: 'SCANNER.SCAN_FAILED' });
    expect(await svc.keptScans(user)).toEqual([]);
  });

  it('When every OCR thread is busy, then responds 503 with Retry-After and a clear message', async () => {
    scripted.throws(new OcrBusyError(7));

    const res = await svc.scanImage('3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e', png);

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.body).toMatchObject({ message: 'Ticket scanning is busy right now. Please try again in a few seconds.', code: 'COMMON.SERVICE_UNAVAILABLE' });
  });

  it('When the reader fails, then responds 422 with the spec reason', async () => {
    scripted.throws(new Error('tesseract worker died'));

    const res = await svc.scanImage('4c5d6e7f-8a9b-4c1d-9e2f-3a4b5c6d7e8f', png);

    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Both AI and OCR processing failed. Try a clearer image.');
  });

  it('When the photo is not a ticket, then answers type unknown and keeps no scan', async () => {
    scripted.readsAs('GROCERY RECEIPT MILK 2L', reading({ type: 'unknown' }));
    const user = '5d6e7f8a-9b1c-4d2e-8f3a-4b5c6d7e8f9a';

    const res = await svc.scanImage(user, png);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'unknown', scanId: null, engine: 'local' });
    expect(await svc.keptScans(user)).toEqual([]);
  });
});

describe('POST /api/interpret-ticket', () => {
  let svc: ScannerUnderTest;

  beforeAll(async () => {
    svc = await startScanner({ overrides: { openLocalReader: createScriptedReader().open } });
  });
  afterAll(() => svc.stop());

  it('When the text is shorter than 3 characters, then responds 400 with the no-readable-text message', async () => {
    const res = await request(svc.handler).post('/api/interpret-ticket').set(svc.as('6e7f8a9b-1c2d-4e3f-9a4b-5c6d7e8f9a1b')).send({ text: ' a ' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.noReadableText);
  });

  it('When the image sent with the text is not an image, then responds 400', async () => {
    const res = await request(svc.handler)
      .post('/api/interpret-ticket')
      .set(svc.as('6e7f8a9b-1c2d-4e3f-9a4b-5c6d7e8f9a1b'))
      .send({ text: RACE_TEXT, image: `data:image/jpeg;base64,${Buffer.from('<svg/>').toString('base64')}` });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_AN_IMAGE);
  });

  it('When nobody is signed in, then responds 401', async () => {
    const res = await request(svc.handler).post('/api/interpret-ticket').send({ text: RACE_TEXT });

    expect(res.status).toBe(401);
  });
});
