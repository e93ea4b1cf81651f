import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** A data folder problem the person must act on; the message says what to do. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

export interface DataFolderLock {
  release(): Promise<void>;
}

const isTallyProcess = async (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Where /proc exists, a reused pid belonging to another program does not hold the folder.
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return commandLine === undefined || commandLine.includes('node');
};

/**
 * One Tally per data folder: two servers on one folder would corrupt it. The lock file names the
 * holder's pid; a holder that is gone (a crash, kill -9) leaves a stale lock that is taken over.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tally.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return {
        async release() {
          if ((await readFile(file, 'utf8').catch(() => '')) === String(process.pid)) await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && (await isTallyProcess(holder))) {
      throw new DataFolderError(
        `The data folder ${path.resolve(dataDir)} is in use by another Tally (process ${holder}). Stop that one first, or give this one a folder of its own, e.g. DATA_DIR=./data-2 npm start`,
      );
    }
    await rm(file, { force: true });
  }
  throw new DataFolderError(`Could not lock the data folder ${path.resolve(dataDir)}; another Tally may be starting on it.`);
}

/** The first Tally kept its data in PGlite's folder, which this version cannot open: say so rather than start empty. */
export function assertNoPgliteData(dataDir: string): void {
  const old = path.join(path.resolve(dataDir), 'pglite');
  if (!existsSync(old)) return;
  throw new DataFolderError(
    [
      `This data folder holds data from an earlier version of Tally (${old}), which kept it in PGlite. This version keeps its data in a PostgreSQL server and cannot read that folder.`,
      `To start fresh, remove it (its records are not carried over):  rm -rf ${old}`,
      `Or start this version on a new folder:  DATA_DIR=./data-new npm start`,
    ].join('\n'),
  );
}
