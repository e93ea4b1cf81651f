import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES_BLOCK_ID, remoteEntryUrl, remoteOfPage, remoteOfSignedInPage, type FederationManifestMeta, type RemoteAddress } from '@tally/contracts';

/**
 * The shell's index.html as the gateway sends it (embedded mode): with every remote's address in a
 * JSON block, entry script included for the remotes the gateway serves from disk, and, on a remote's
 * page (/reports, say, or home for a browser with a session cookie), the page's remote named on the
 * block (the shell starts loading it at once) and a preload of its entry. Without them the page's
 * first script asked for /remotes.json, then the remote's manifest, then its entry, one after the other: three round
 * trips (about half a second on a slow phone network) before the page's own code could start.
 * Files are read again only when they change on disk (a rebuild under a running server).
 */
export function createIndexPage(options: { shellDir: string; frontendRoot: string; manifestUrls: Record<string, string>; localRemotes: readonly string[] }) {
  const files = new Map<string, { mtimeMs: number; value: unknown }>();
  /** A file's text, or what `parse` makes of it, made again only when the file changed. */
  const readFresh = async <T = string>(file: string, parse: (text: string) => T = (text) => text as T): Promise<T> => {
    const { mtimeMs } = await stat(file);
    const known = files.get(file);
    if (known?.mtimeMs === mtimeMs) return known.value as T;
    const value = parse(await readFile(file, 'utf8'));
    files.set(file, { mtimeMs, value });
    return value;
  };

  /** A remote's address; a local remote whose manifest cannot be read is left to the shell to fetch. */
  const address = async (name: string, manifest: string): Promise<RemoteAddress> => {
    if (!options.localRemotes.includes(name)) return { manifest };
    try {
      const file = path.join(options.frontendRoot, `mfe-${name}/dist/mf-manifest.json`);
      const { metaData } = await readFresh(file, (text) => JSON.parse(text) as { metaData: FederationManifestMeta });
      return { manifest, entry: remoteEntryUrl(metaData, new URL(manifest, 'http://gateway')).pathname, globalName: metaData.globalName };
    } catch {
      return { manifest };
    }
  };

  /**
   * index.html for a page path. signedIn: the request carries a session cookie (not checked: at worst
   * a visitor with a stale one downloads home's remote for nothing, and is shown the landing page).
   */
  return async function indexPage(pathname: string, { signedIn }: { signedIn: boolean }): Promise<string> {
    const html = await readFresh(path.join(options.shellDir, 'index.html'));
    const remotes = Object.fromEntries(await Promise.all(Object.entries(options.manifestUrls).map(async ([name, manifest]) => [name, await address(name, manifest)] as const)));
    const pageRemote = signedIn ? remoteOfSignedInPage(pathname) : remoteOfPage(pathname);
    const preloadEntry = pageRemote ? remotes[pageRemote]?.entry : undefined;
    const pageAttribute = pageRemote ? ` data-page-remote="${pageRemote}"` : '';
    // "<" escaped, so no value can close the script element early.
    const block = `<script type="application/json" id="${REMOTES_BLOCK_ID}"${pageAttribute}>${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`;
    const preload = preloadEntry ? `<link rel="preload" as="script" href="${preloadEntry}" />` : '';
    return html.replace('</head>', `${preload}${block}</head>`);
  };
}
