import { execFile } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DataFolderError } from '../data-folder';

const exec = promisify(execFile);

export interface OsUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. Run as root (a container, a CI machine), the server runs as
 * the `postgres` system user, created once when missing; otherwise as whoever runs Tally.
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const find = async () => ({ uid: Number((await exec('id', ['-u', 'postgres'])).stdout), gid: Number((await exec('id', ['-g', 'postgres'])).stdout) });
  try {
    return await find();
  } catch {
    try {
      await exec('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres']);
      return await find();
    } catch (err) {
      throw new Error(`PostgreSQL cannot run as root, and the "postgres" user to run it as could not be created: ${(err as Error).message}`);
    }
  }
}

/** The server runs as `user`, so every folder above its data must let that user through. */
export async function assertReachableBy(user: OsUser | undefined, dir: string): Promise<void> {
  if (!user) return;
  // The data folder itself is ours: let the server through it (search only; its files keep their own modes).
  const own = await stat(dir);
  if (own.uid === process.getuid?.() && (own.mode & 0o001) === 0) await chmod(dir, own.mode | 0o001);
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const info = await stat(current).catch(() => undefined);
    const through = !info || info.uid === user.uid ? true : info.gid === user.gid ? (info.mode & 0o010) !== 0 : (info.mode & 0o001) !== 0;
    if (!through) {
      throw new DataFolderError(
        `PostgreSQL refuses to run as root, so Tally runs it as the "postgres" user, who cannot reach ${path.resolve(dir)}: ${current} does not let other users through. ` +
          `Choose a data folder it can reach (e.g. DATA_DIR=/var/lib/tally npm start), or let it through with: chmod o+x ${current}`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}
