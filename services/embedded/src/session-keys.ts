import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Cookie keys made once per data folder, so sessions survive a restart of `npm start`. */
export async function loadOrCreateSessionKeys(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'session-keys');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const keys = randomBytes(48).toString('base64url');
    await writeFile(file, keys, { mode: 0o600 });
    return keys;
  }
}
