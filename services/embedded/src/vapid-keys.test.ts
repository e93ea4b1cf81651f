import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadOrCreateVapidKeys } from './vapid-keys';

describe('loadOrCreateVapidKeys', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tally-vapid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should make a key pair web-push accepts, keep it private, and answer the same pair on the next start', async () => {
    const first = await loadOrCreateVapidKeys(dir);
    expect(() => webpush.setVapidDetails('mailto:alerts@example.com', first.publicKey, first.privateKey)).not.toThrow();
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateVapidKeys(dir)).toEqual(first);
  });
});
