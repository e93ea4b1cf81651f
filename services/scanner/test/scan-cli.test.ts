import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pngDataUrl } from './helpers/scripted-reader';
import { startStandInOpenAi, type StandInOpenAi } from '@tally/service-kit/testing';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('npm run scan', () => {
  let openAi: StandInOpenAi;
  let folder: string;

  beforeAll(async () => {
    openAi = await startStandInOpenAi();
    folder = await mkdtemp(path.join(os.tmpdir(), 'scan-cli-'));
    await writeFile(path.join(folder, '001.png'), Buffer.from((await pngDataUrl()).split(',')[1]!, 'base64'));
    await writeFile(path.join(folder, '002.jpg'), 'not a photo at all');
  });
  afterAll(async () => {
    await openAi.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('should read each photo of a folder through the route code path and print the fields score.mjs reads', async () => {
    openAi.answerJson({
      type: 'wagering',
      amount: 15,
      racetrack: 'Eagle Farm',
      raceNumber: 2,
      betType: 'Win',
      horseNumber: 9,
      subtype: 'Racing',
      rawText: 'EAGLE FARM R2 WIN 9 $15.00',
    });

    const { stdout, stderr } = await run(process.execPath, ['scripts/scan.mjs', folder, '--text', path.join(folder, 'text')], {
      cwd: repoRoot,
      env: { ...process.env, OPENAI_API_KEY: 'sk-cli', OPENAI_BASE_URL: openAi.baseUrl, OPENAI_MODEL: 'gpt-cli', LOG_LEVEL: '' },
    });

    const predictions = JSON.parse(stdout);
    expect(predictions['001']).toMatchObject({ type: 'wagering', amount: '15.00', racetrack: 'Eagle Farm', raceNumber: 2, horseNumber: 9, raceDate: null });
    expect(predictions['002']).toBeNull();
    expect(stderr).toContain('002.jpg: Please select an image file (JPG, PNG, etc.)');
    expect(stderr).toMatch(/001\.png .* s \(openai\)/);
    expect(openAi.requests.at(-1)?.body.model).toBe('gpt-cli');
    expect(await readFile(path.join(folder, 'text', '001.txt'), 'utf8')).toBe('EAGLE FARM R2 WIN 9 $15.00');
  });
});
