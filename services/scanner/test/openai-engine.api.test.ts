import request from 'supertest';
import { ScanResult } from '@tally/contracts';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';
import { startStandInOpenAi, type StandInOpenAi } from '@tally/service-kit/testing';

const TIMEOUT_MS = 600;
const LOCAL_TEXT = 'TAB FLEMINGTON R3 PLACE #4 $5.00';
const localReading = reading({ type: 'wagering', amount: '5.00', racetrack: 'Flemington', raceNumber: 3, horseNumber: 4, betType: 'Place', subtype: 'Racing' });

/** What a model reading a Saturday Lotto ticket answers. */
const LOTTO_ANSWER = {
  type: 'lottery',
  amount: 8.45,
  description: 'Saturday Lotto Draw 4600 - 4 games',
  location: 'Newsagency Parramatta',
  subtype: 'Saturday Lotto',
  lottery: {
    game: 'Saturday Lotto',
    draws: [{ drawNumber: 4600, drawDate: '2025-06-14' }],
    drawTime: null,
    games: [{ numbers: [3, 11, 18, 27, 1, 2], powerball: null }],
  },
  confidence: { type: 0.99, amount: 0.93, subtype: 1.4, description: 'high' },
  rawText: 'SATURDAY LOTTO\nDRAW 4600 SAT 14 JUN 2025\nA 03 11 18 27 01 02\nTOTAL $8.45',
};

describe('the OpenAI engine (against a local stand-in server)', () => {
  const scripted = createScriptedReader();
  let openAi: StandInOpenAi;
  let svc: ScannerUnderTest;
  let png: string;
  const user = '7f8a9b1c-2d3e-4f4a-8b5c-6d7e8f9a1b2c';

  beforeAll(async () => {
    openAi = await startStandInOpenAi();
    svc = await startScanner({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openAi.baseUrl, OPENAI_MODEL: 'gpt-test-vision', OPENAI_TIMEOUT_MS: String(TIMEOUT_MS) },
      overrides: { openLocalReader: scripted.open },
    });
    png = await pngDataUrl();
  });
  afterAll(async () => {
    await svc.stop();
    await openAi.close();
  });
  beforeEach(() => {
    scripted.readsAs(LOCAL_TEXT, localReading);
  });

  it('When a photo is scanned, then the model is asked with the image as a data URL in JSON mode, and its answer is used', async () => {
    openAi.answerJson(LOTTO_ANSWER);
    const reads = scripted.reader.reads;
    const before = openAi.requests.length;

    const res = await svc.scanImage(user, png);

    expect(res.status).toBe(200);
    const [sent] = openAi.requests.slice(before);
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({ model: 'gpt-test-vision', response_format: { type: 'json_object' } });
    const userContent = sent!.body.messages.find((m) => m.role === 'user')!.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(userContent).toContainEqual(expect.objectContaining({ type: 'image_url', image_url: expect.objectContaining({ url: png }) }));
    const scan = ScanResult.parse(res.body);
    expect(scan).toMatchObject({ type: 'lottery', amount: '8.45', subtype: 'Saturday Lotto', engine: 'openai', rawText: LOTTO_ANSWER.rawText, ticketImage: png });
    // Clamped to 0..1, an unusable confidence replaced, and none for fields left null.
    expect(scan.confidence).toEqual({ type: 0.99, amount: 0.93, subtype: 1, description: 0.6, location: 0.6 });
    expect(scripted.reader.reads).toBe(reads);
    const kept = (await svc.keptScans(user)).find((k) => k.id === scan.scanId);
    expect(kept?.lottery).toEqual(LOTTO_ANSWER.lottery);
  });

  it('When a field is out of range, then only that field is dropped', async () => {
    openAi.answerJson({ type: 'wagering', amount: '$12.50', raceNumber: 45, horseNumber: 3, raceTime: '2:35 pm', racetrack: 'Rosehill', rawText: 'ROSEHILL R45 #3 $12.50' });

    const res = await svc.scanImage(user, png);

    expect(res.body).toMatchObject({ engine: 'openai', amount: '12.50', raceNumber: null, raceTime: null, horseNumber: 3, racetrack: 'Rosehill' });
    expect(res.body.confidence).not.toHaveProperty('raceNumber');
  });

  it.each([
    ['is not JSON', () => ({ content: 'Sure! The ticket is a Place bet on horse 4.' })],
    ['breaks the schema', () => ({ content: JSON.stringify({ type: 'horse-race', rawText: 'x' }) })],
    ['has no rawText', () => ({ content: JSON.stringify({ type: 'wagering', amount: 5 }) })],
    ['is an error', () => ({ status: 500 })],
    ['saw nothing readable', () => ({ content: JSON.stringify({ type: 'unknown', rawText: '' }) })],
    ['found no ticket', () => ({ content: JSON.stringify({ type: 'unknown', rawText: 'WOOLWORTHS MILK 2L $3.10' }) })],
  ])('When the model answer %s, then the local reader answers instead', async (_what, answer) => {
    openAi.answerWith(answer);
    const reads = scripted.reader.reads;

    const res = await svc.scanImage(user, png);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'local', racetrack: 'Flemington', rawText: LOCAL_TEXT });
    expect(scripted.reader.reads).toBe(reads + 1);
  });

  it('When the model answers too late, then the local reader answers once the timeout passes', async () => {
    openAi.answerWith(() => ({ content: JSON.stringify(LOTTO_ANSWER), delayMs: TIMEOUT_MS * 4 }));
    const started = Date.now();

    const res = await svc.scanImage(user, png);

    expect(res.body).toMatchObject({ engine: 'local', type: 'wagering' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('When text from the device is sent, then the model interprets the text and the image is kept as the ticket image', async () => {
    openAi.answerJson({ ...LOTTO_ANSWER, rawText: 'as sent' });
    const before = openAi.requests.length;

    const res = await request(svc.handler).post('/api/interpret-ticket').set(svc.as(user)).send({ text: 'SATURDAY LOTTO DRAW 4600 TOTAL $8.45', image: png });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'openai', type: 'lottery', ticketImage: png });
    const sent = openAi.requests[before]!;
    expect(sent.body.messages.find((m) => m.role === 'user')!.content).toContain('SATURDAY LOTTO DRAW 4600 TOTAL $8.45');
  });
});
