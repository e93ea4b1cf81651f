import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The gateway's /remotes.json: remote name -> manifest URL (runtime.md). */
export type RemotesManifest = Record<string, string>;

let registration: Promise<RemotesManifest> | null = null;

/**
 * Fetches /remotes.json once and registers every remote with the federation runtime. A failure is
 * not cached, so the next remote route (or Retry) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  registration ??= fetchManifest().then(
    (manifest) => {
      registerRemotes(toRemotes(manifest));
      return manifest;
    },
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/**
 * Forgets what the runtime cached for one remote (manifest, entry script, failed loads) so the
 * next loadRemote fetches it afresh. Used by Retry.
 */
export async function refreshRemote(name: string): Promise<void> {
  const manifest = await ensureRemotesRegistered();
  const remote = toRemotes(manifest).find((candidate) => candidate.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

function toRemotes(manifest: RemotesManifest): { name: string; entry: string }[] {
  // Absolute URLs, so the remote's publicPath 'auto' resolves against the remote, not the page.
  return Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
}
