import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair, made once per data folder like the cookie keys: browsers
 * subscribe with the public key, so a new pair on every start would silently break every device's
 * subscription. P-256; public key as the uncompressed point, both base64url (what `web-push` takes).
 */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeyPair> {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeyPair;
  } catch {
    await mkdir(dataDir, { recursive: true });
    const keys = newVapidKeys();
    await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  }
}

function newVapidKeys(): VapidKeyPair {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}
