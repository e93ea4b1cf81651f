import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLargeWords } from './find-large-words';
import { createLocalTicketReader, type LocalTicketReader } from './local-ticket-reader';

// Scratchies drawn by the repository's generator (bench/ticket-generator) with a seed nobody tuned the
// badge reading on: each prints its price in a badge on coloured art, which reading the whole ticket drops.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('scratchie prices printed on the art', () => {
  let folder: string;
  let reader: LocalTicketReader;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'tally-scratchies-'));
    const generator = path.join(repo, 'bench/ticket-generator/generate.mjs');
    execFileSync(process.execPath, [generator, '--out', folder, '--count', '6', '--seed', '12', '--kinds', 'scratchie'], { stdio: 'ignore' });
    reader = await createLocalTicketReader({ threads: 1, queueLimit: 8 });
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads every price from its badge', async () => {
    const photos = readdirSync(folder).filter((f) => f.endsWith('.jpg'));
    expect(photos).toHaveLength(6);
    const read: string[] = [];
    const truth: string[] = [];
    for (const file of photos) {
      const { amount } = JSON.parse(readFileSync(path.join(folder, file.replace('.jpg', '.json')), 'utf8')) as { amount: number };
      const { reading } = await reader.readImage(readFileSync(path.join(folder, file)));
      expect(reading.fields.subtype).toBe('Scratchies');
      read.push(`${file} ${reading.fields.amount}`);
      truth.push(`${file} ${amount.toFixed(2)}`);
    }
    expect(read).toEqual(truth);
  }, 240_000);

  it('cuts the large words out alone, largest first, and none from a blank photo', async () => {
    const photo = readFileSync(
      path.join(
        folder,
        readdirSync(folder).find((f) => f.endsWith('.jpg'))!,
      ),
    );
    const words = await findLargeWords(photo);
    expect(words.length).toBeGreaterThan(0);
    expect(words.map((w) => w.scale)).toEqual([...words.map((w) => w.scale)].sort((a, b) => b - a));
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    expect(await findLargeWords(blank)).toEqual([]);
  }, 60_000);
});
