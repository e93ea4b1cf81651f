import { randomBytes, randomUUID } from 'node:crypto';
import { redisTestUrl } from '@tally/service-kit/testing';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

const RACE_TEXT = 'RANDWICK R5 WIN #7 $10.00 SAT 14JUN25 14:35';

// A scan's per-person limit (the route table's `rateLimit`, applied by the binder), lowered here with
// RATE_LIMITS so the test sends a few: the table in embedded mode, Redis counters in distributed mode.
describe.each(['embedded', 'distributed'] as const)('ticket scans per person (%s mode)', (mode) => {
  const scripted = createScriptedReader();
  let svc: ScannerUnderTest;
  let png: string;

  beforeAll(async () => {
    const env = { RATE_LIMITS: 'interpretTicketImage:person=3/600' };
    const distributed = { REDIS_URL: redisTestUrl(), NATS_SUBJECT_PREFIX: `scan${randomBytes(4).toString('hex')}` };
    svc = await startScanner({ mode, env: mode === 'distributed' ? { ...env, ...distributed } : env, overrides: { openLocalReader: scripted.open } });
    png = await pngDataUrl();
    scripted.readsAs(RACE_TEXT, reading({ type: 'wagering', amount: '10.00', racetrack: 'Randwick', raceNumber: 5, horseNumber: 7, betType: 'Win' }));
  }, 60_000);
  afterAll(() => svc.stop());

  it("When a person scans more often than the limit, then the scan past it is refused with 429 and Retry-After before it is read; another person's scans go on", async () => {
    const person = randomUUID();
    const answers = await Promise.all(Array.from({ length: 3 }, () => svc.scanImage(person, png)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const reads = scripted.reader.reads;

    const refused = await svc.scanImage(person, png);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(refused.body).toMatchObject({ code: 'COMMON.TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many requests\. Please try again in 10 minutes\.$/) });
    expect(scripted.reader.reads).toBe(reads);

    expect((await svc.scanImage(randomUUID(), png)).status).toBe(200);
  });
});
