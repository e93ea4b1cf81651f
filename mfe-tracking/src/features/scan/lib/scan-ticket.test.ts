import { jest } from '@jest/globals';
import type { ScanResult } from '@tally/contracts';
import type { TicketReading } from '@tally/ticket-reader';
import { ApiError } from '@tally/ui';
import { ScanFailedError, scanTicket, type ScanReaders } from './scan-ticket';

const IMAGE = 'data:image/jpeg;base64,AAAA';

function result(overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    type: 'wagering',
    amount: '10.00',
    description: null,
    location: null,
    racetrack: 'Randwick',
    raceDate: null,
    raceTime: null,
    raceNumber: 7,
    horseNumber: 4,
    horseSelections: null,
    betType: 'Win',
    isBoxed: null,
    rawText: 'RANDWICK R7 WIN #4 $10.00',
    ticketImage: null,
    ...overrides,
  };
}

const reading: TicketReading = {
  fields: { ...result(), racetrack: 'Rosehill' } as TicketReading['fields'],
  confidence: { racetrack: 0.6 },
  lottery: null,
};

/** Readers that each fail unless given; records the order they were called in. */
function readers(overrides: Partial<ScanReaders> = {}) {
  const calls: string[] = [];
  const fail = (name: string) => async () => {
    calls.push(name);
    throw new Error(`503: ${name} unavailable`);
  };
  const all: ScanReaders = {
    interpretImage: fail('interpretImage'),
    recognizeText: fail('recognizeText'),
    interpretText: fail('interpretText'),
    readText: () => {
      calls.push('readText');
      throw new Error('parser failed');
    },
  };
  for (const [name, reader] of Object.entries(overrides)) {
    (all as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(name);
      return (reader as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { all, calls };
}

function run(all: ScanReaders, signal = new AbortController().signal) {
  const steps: string[] = [];
  const promise = scanTicket(IMAGE, all, { signal, onStep: (step, source) => steps.push(`${step}:${source}`) });
  return { promise, steps };
}

describe('scanTicket', () => {
  it('should stop with the 429 when the server says too many scans, instead of reading on the device', async () => {
    const tooMany = new ApiError('Too many requests. Please try again in 4 minutes.', 429, 'COMMON.TOO_MANY_REQUESTS', undefined, 230);
    const { all, calls } = readers({
      interpretImage: async () => {
        throw tooMany;
      },
    });

    await expect(run(all).promise).rejects.toBe(tooMany);
    expect(calls).toEqual(['interpretImage']);
  });

  it('should take the server reading of the image first and stop there', async () => {
    const { all, calls } = readers({ interpretImage: async () => result({ scanId: '7c0a8a9e-4a43-4a52-9d6b-2f9a0d4c1b11' }) });

    const { promise, steps } = run(all);
    const scanned = await promise;

    expect(calls).toEqual(['interpretImage']);
    expect(steps).toEqual(['scanning:server-image', 'analyzing:server-image']);
    expect(scanned.ticketImage).toBe(IMAGE);
    expect(scanned.scanId).toBe('7c0a8a9e-4a43-4a52-9d6b-2f9a0d4c1b11');
  });

  it('should fall back to text recognised in the browser, interpreted by the server, when the image route fails', async () => {
    const { all, calls } = readers({ recognizeText: async () => 'RANDWICK R7 WIN', interpretText: async () => result({ engine: 'text' }) });

    const { promise, steps } = run(all);
    const scanned = await promise;

    expect(calls).toEqual(['interpretImage', 'recognizeText', 'interpretText']);
    expect(steps).toEqual(['scanning:server-image', 'scanning:device-ocr', 'analyzing:server-text']);
    expect(scanned.engine).toBe('text');
  });

  it('should read the text with the shared parser in the browser when both server routes fail', async () => {
    const { all, calls } = readers({ recognizeText: async () => 'ROSEHILL R7 WIN', readText: () => reading });

    const scanned = await run(all).promise;

    expect(calls).toEqual(['interpretImage', 'recognizeText', 'interpretText', 'readText']);
    expect(scanned).toMatchObject({ racetrack: 'Rosehill', confidence: { racetrack: 0.6 }, rawText: 'ROSEHILL R7 WIN', ticketImage: IMAGE, engine: 'text', scanId: null });
  });

  it('should fail with the no-readable-text reason when fewer than 3 characters are recognised', async () => {
    const { all, calls } = readers({ recognizeText: async () => ' a \n' });

    await expect(run(all).promise).rejects.toEqual(new ScanFailedError('No readable text found. Try a clearer image with better lighting.'));
    expect(calls).toEqual(['interpretImage', 'recognizeText']);
  });

  it('should fail with the both-failed reason when nothing can read the ticket', async () => {
    const { all, calls } = readers({ recognizeText: async () => 'some text' });

    await expect(run(all).promise).rejects.toMatchObject({ reason: 'Both AI and OCR processing failed. Try a clearer image.' });
    expect(calls).toEqual(['interpretImage', 'recognizeText', 'interpretText', 'readText']);
  });

  it('should fail with the both-failed reason when text recognition itself fails', async () => {
    const { all, calls } = readers();

    await expect(run(all).promise).rejects.toMatchObject({ reason: 'Both AI and OCR processing failed. Try a clearer image.' });
    expect(calls).toEqual(['interpretImage', 'recognizeText']);
  });

  it('should stop at once when cancelled, without falling back to the next reader', async () => {
    const controller = new AbortController();
    const { all, calls } = readers({
      interpretImage: (_image: string, signal: AbortSignal) =>
        new Promise<ScanResult>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    });

    const { promise } = run(all, controller.signal);
    controller.abort();

    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toEqual(['interpretImage']);
  });

  it('should not return an answer that arrives after the scan was cancelled', async () => {
    const controller = new AbortController();
    const recognizeText = jest.fn(async () => {
      controller.abort();
      return 'RANDWICK R7';
    });
    const { all, calls } = readers({ recognizeText });

    await expect(run(all, controller.signal).promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toEqual(['interpretImage', 'recognizeText']);
  });
});
