/**
 * Pages that are a remote's own, by path prefix (spec section 2's routes): the shell starts loading the
 * remote of the page being opened early. Home ('/') is left out: signed-out visitors land there too,
 * and the landing page must not pay for the tracking remote.
 */
export const REMOTE_PAGES: ReadonlyArray<{ prefix: string; remote: 'reports' | 'insights' | 'support' }> = [
  { prefix: '/reports', remote: 'reports' },
  { prefix: '/ai-insights', remote: 'insights' },
  { prefix: '/education', remote: 'support' },
];

/** The remote whose page `pathname` is ('/education/self-check' -> 'support'), or undefined. */
export function remoteOfPage(pathname: string): (typeof REMOTE_PAGES)[number]['remote'] | undefined {
  return REMOTE_PAGES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.remote;
}

/** Home's paths: the landing page for a visitor, the tracking remote's home for a signed-in person. */
export const HOME_PAGES: readonly string[] = ['/', '/home'];

/**
 * The remote whose page `pathname` is when the person is signed in: remoteOfPage's, and 'tracking'
 * for home. Only the gateway can tell before the page runs (the session cookie is HTTP-only).
 */
export function remoteOfSignedInPage(pathname: string): ReturnType<typeof remoteOfPage> | 'tracking' {
  return remoteOfPage(pathname) ?? (HOME_PAGES.includes(pathname) ? 'tracking' : undefined);
}

/**
 * Where the shell finds a remote: its mf-manifest.json and, when the gateway serves the remote itself,
 * the entry script the manifest names (so the shell need not fetch the manifest first).
 */
export interface RemoteAddress {
  manifest: string;
  entry?: string;
  globalName?: string;
}

/** The part of a remote's mf-manifest.json (libs/ui/src/mf/federation-manifest-plugin.cjs) that names its entry. */
export interface FederationManifestMeta {
  globalName: string;
  publicPath: string;
  remoteEntry: { name: string; path: string };
}

/** A remote's entry script from its manifest: publicPath 'auto' means "next to the manifest". */
export function remoteEntryUrl(metaData: FederationManifestMeta, manifestUrl: URL): URL {
  const base = metaData.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, manifestUrl) : manifestUrl;
  return new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), base);
}

/**
 * The id of the JSON block in index.html that holds remote name -> RemoteAddress (written by the
 * gateway). Its data-page-remote attribute names the remote of the page being opened, when it has one.
 */
export const REMOTES_BLOCK_ID = 'tally-remotes';
