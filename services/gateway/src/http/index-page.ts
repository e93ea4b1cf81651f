import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES_BLOCK_ID, remoteOfPage, remoteOfSignedInPage, type RemoteAddress } from '@tally/contracts';

/** The part of a remote's mf-manifest.json the page needs (the shell's load-remote.ts reads the same). */
interface FederationManifest {
  metaData: { globalName: string; publicPath: string; remoteEntry: { name: string; path: string } };
}

/**
 * The shell's index.html as the gateway sends it (embedded mode): with every remote's address in a
 * JSON block, entry script included for the remotes the gateway serves from disk, and, on a remote's
 * page (/reports, say, or home for a browser with a session cookie), the page's remote named on the
 * block (the shell starts loading it at once) and a preload of its entry. Without them the page's first script asked
 * for /remotes.json, then the remote's manifest, then its entry, one after the other: three round
 * trips (about half a second on a slow phone network) before the page's own code could start.
 * Files are read again only when they change on disk (a rebuild under a running server).
 */
export function createIndexPage(options: { shellDir: string; frontendRoot: string; manifestUrls: Record<string, string>; localRemotes: readonly string[] }) {
  const files = new Map<string, { mtimeMs: number; text: string }>();
  const readFresh = async (file: string): Promise<string> => {
    const { mtimeMs } = await stat(file);
    const known = files.get(file);
    if (known?.mtimeMs === mtimeMs) return known.text;
    const text = await readFile(file, 'utf8');
    files.set(file, { mtimeMs, text });
    return text;
  };

  /** A remote's address; a local remote whose manifest cannot be read is left to the shell to fetch. */
  const address = async (name: string, manifest: string): Promise<RemoteAddress> => {
    if (!options.localRemotes.includes(name)) return { manifest };
    try {
      const { metaData } = JSON.parse(await readFresh(path.join(options.frontendRoot, `mfe-${name}/dist/mf-manifest.json`))) as FederationManifest;
      // publicPath 'auto' means "next to the manifest", as the shell resolves it.
      const base = new URL(metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : manifest, 'http://gateway');
      const entry = new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), base);
      return { manifest, entry: entry.pathname, globalName: metaData.globalName };
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
