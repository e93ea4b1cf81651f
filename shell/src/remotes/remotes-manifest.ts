/** The gateway's /remotes.json: remote name -> manifest URL (runtime.md). */
export type RemotesManifest = Record<string, string>;

let remotesManifest: Promise<RemotesManifest> | null = null;

/**
 * Fetches /remotes.json once. A failure is not cached, so the next remote route (or Retry) asks again.
 * Its own small module so the bootstrap can start the request without loading remote loading itself.
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  remotesManifest ??= getJson<RemotesManifest>(new URL('/remotes.json', window.location.href).href).catch((error: unknown) => {
    remotesManifest = null;
    throw error;
  });
  return remotesManifest;
}

/** GETs a JSON file the shell must see fresh (the remotes manifest, a remote's mf-manifest.json). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
