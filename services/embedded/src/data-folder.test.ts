import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataFolderError, assertNoPgliteData, lockDataFolder } from './data-folder';

describe('data folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tally-folder-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('should refuse a second lock while the first holder lives, and allow one after release', async () => {
    const lock = await lockDataFolder(dir);
    // The same process asking again stands for a second Tally: pretend the holder is another live node process.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await writeFile(path.join(dir, 'tally.lock'), String(other.pid));
    try {
      await expect(lockDataFolder(dir)).rejects.toThrow(new RegExp(`in use by another Tally \\(process ${other.pid}\\)`));
    } finally {
      other.kill();
    }
    await writeFile(path.join(dir, 'tally.lock'), String(process.pid));
    await lock.release();
    const again = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, 'tally.lock'), 'utf8')).toBe(String(process.pid));
    await again.release();
  });

  it('should take over a lock whose holder is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dir, 'tally.lock'), String(gone.pid));

    const lock = await lockDataFolder(dir);

    expect(await readFile(path.join(dir, 'tally.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('should name the PGlite folder of an earlier version and how to start fresh', async () => {
    expect(() => assertNoPgliteData(dir)).not.toThrow();
    await mkdir(path.join(dir, 'pglite'));

    expect(() => assertNoPgliteData(dir)).toThrow(DataFolderError);
    expect(() => assertNoPgliteData(dir)).toThrow(`rm -rf ${path.join(dir, 'pglite')}`);
  });
});
