import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The gateway's /remotes.json: remote name -> manifest URL (runtime.md). */
export type RemotesManifest = Record<string, string>;

/** The part of a remote's mf-manifest.json the shell reads. */
interface FederationManifest {
  metaData: {
    globalName: string;
    publicPath: string;
    remoteEntry: { name: string; path: string; type: string };
  };
}

let remotesManifest: Promise<RemotesManifest> | null = null;
const registered = new Map<string, Promise<void>>();

/**
 * Fetches /remotes.json once. A failure is not cached, so the next remote route (or Retry) asks again.
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  remotesManifest ??= getJson<RemotesManifest>(new URL('/remotes.json', window.location.href).href).catch((error: unknown) => {
    remotesManifest = null;
    throw error;
  });
  return remotesManifest;
}

/**
 * Registers one remote with the federation runtime the first time a route needs it: reads its URL
 * from /remotes.json, then its mf-manifest.json for the entry script. The shell reads the manifest
 * itself (the runtime's snapshot plugin is switched off to keep about 6 KB gzip off first load).
 * @param force forget what the runtime cached for this remote (its entry script, failed loads): Retry
 */
export function ensureRemoteRegistered(name: string, { force = false } = {}): Promise<void> {
  let registration = registered.get(name);
  if (!registration || force) {
    registration = resolveRemote(name).then((remote) => registerRemotes([remote], { force }));
    registration.catch(() => registered.delete(name));
    registered.set(name, registration);
  }
  return registration;
}

async function resolveRemote(name: string) {
  const manifestUrl = (await loadRemotesManifest())[name];
  if (!manifestUrl) throw new Error(`/remotes.json has no remote named ${name}`);
  const absoluteManifestUrl = new URL(manifestUrl, window.location.href);
  const { metaData } = await getJson<FederationManifest>(absoluteManifestUrl.href);
  // publicPath 'auto' means "next to the manifest"; chunks then resolve next to remoteEntry.js.
  const base = metaData.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, absoluteManifestUrl) : absoluteManifestUrl;
  const entry = new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), base).href;
  return { name, entry, entryGlobalName: metaData.globalName, type: metaData.remoteEntry.type };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
