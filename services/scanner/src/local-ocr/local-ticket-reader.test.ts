import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalTicketReader, type LocalTicketReader, OcrBusyError } from './local-ticket-reader';

// The dev ticket photos live beside the repository (../shared/tickets), as in CI.
const tickets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/tickets');
const photo = (id: string): Buffer => readFileSync(path.join(tickets, `${id}.jpg`));
const describeWithPhotos = existsSync(tickets) ? describe : describe.skip;

describeWithPhotos('createLocalTicketReader on ticket photos', () => {
  let reader: LocalTicketReader;
  beforeAll(async () => {
    reader = await createLocalTicketReader({ threads: 2, queueLimit: 4 });
  }, 60_000);
  afterAll(() => reader?.close());

  it('reads a dot-matrix greyhound trifecta box (014)', async () => {
    const { text, reading } = await reader.readImage(photo('014'));
    expect(text).toMatch(/TOTAL/);
    expect(reading.fields).toMatchObject({
      type: 'wagering',
      amount: '48.00',
      racetrack: 'Casino',
      raceDate: '2024-03-06',
      raceNumber: 9,
      racingSubtype: 'Greyhounds',
    });
  }, 120_000);

  it('reads a thermal sports line bet (020): the total cost, not the potential return', async () => {
    const { reading } = await reader.readImage(photo('020'));
    expect(reading.fields).toMatchObject({ type: 'wagering', subtype: 'Sports Betting', amount: '10.00', raceDate: '2025-09-23', raceTime: '19:30', betType: 'Line' });
  }, 120_000);

  it('reads a receipt Powerball ticket over three draws (030)', async () => {
    const { reading } = await reader.readImage(photo('030'));
    expect(reading.fields).toMatchObject({ type: 'lottery', subtype: 'Powerball', amount: '57.60', raceDate: '2026-01-15' });
    expect(reading.lottery?.draws).toHaveLength(3);
  }, 120_000);
});

describeWithPhotos('createLocalTicketReader when busy', () => {
  it('fails at once with OcrBusyError (and a Retry-After) when every thread is busy and the queue is full', async () => {
    const reader = await createLocalTicketReader({ threads: 1, queueLimit: 1 });
    try {
      const first = reader.readImage(photo('014'));
      const second = reader.readImage(photo('060'));
      const third = reader.readImage(photo('030'));
      await expect(third).rejects.toBeInstanceOf(OcrBusyError);
      await expect(third).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
      const [a, b] = await Promise.all([first, second]);
      expect(a.reading.fields.type).toBe('wagering');
      expect(b.reading.fields.type).toBe('wagering');
    } finally {
      await reader.close();
    }
  }, 120_000);
});
