import { REMOTES_BLOCK_ID, type RemoteAddress } from '@tally/contracts';

/** Remote name -> where to find it. */
export type RemotesManifest = Record<string, RemoteAddress>;

let remotesManifest: Promise<RemotesManifest> | null = null;

/**
 * The remotes' addresses: from index.html when the gateway wrote them there (with the entry script of
 * each remote it serves itself), otherwise from /remotes.json (name -> manifest URL), fetched once.
 * A failure is not cached, so the next remote route (or Retry) asks again.
 * Its own small module so the bootstrap can start the request without loading remote loading itself.
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  remotesManifest ??= Promise.resolve(inlineRemotes())
    .then(
      (inline) =>
        inline ??
        getJson<Record<string, string>>(new URL('/remotes.json', window.location.href).href).then((urls) =>
          Object.fromEntries(Object.entries(urls).map(([name, manifest]) => [name, { manifest }])),
        ),
    )
    .catch((error: unknown) => {
      remotesManifest = null;
      throw error;
    });
  return remotesManifest;
}

/**
 * The remote of the page being opened, as the gateway named it on index.html's block: it alone can
 * tell a signed-in person's home (tracking) from the landing page before the page runs.
 */
export function pageRemoteFromIndexHtml(): string | undefined {
  return document.getElementById(REMOTES_BLOCK_ID)?.dataset.pageRemote || undefined;
}

/** The JSON block the gateway puts in index.html (services/gateway/src/http/index-page.ts), if any. */
function inlineRemotes(): RemotesManifest | null {
  const text = document.getElementById(REMOTES_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RemotesManifest;
  } catch {
    return null;
  }
}

/** GETs a JSON file the shell must see fresh (the remotes manifest, a remote's mf-manifest.json). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
