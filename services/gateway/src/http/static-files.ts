import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';
import { createIndexPage } from './index-page';
import { SESSION_COOKIE } from './session';

export const REMOTE_NAMES = ['tracking', 'reports', 'insights', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// Entry files change on every deploy under the same name; everything else is content-hashed. The
// service worker must be checked on every visit (browsers cap its cache at a day anyway), or a
// fixed worker would wait a day to reach people; the web manifest names the app and its icons.
const UNHASHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|sw\.js|manifest\.webmanifest)$/;
// The app icons keep their names (the manifest and the platforms that installed Tally name them): a day.
const ICON = /(^|\/)icons\/[^/]+\.png$/;

/** Cache-Control for a file served from a front end's build. */
export function cacheControlFor(filePath: string): string {
  if (UNHASHED.test(filePath)) return 'no-cache';
  if (ICON.test(filePath)) return 'public, max-age=86400';
  return 'public, max-age=31536000, immutable';
}

/**
 * Embedded mode: the shell's files at /, each remote's at /remotes/<name>/ (CORS open, as a remote
 * served from its own origin would be), and index.html for any other page path (client routing),
 * with the remotes' addresses in it (index-page.ts).
 * @param options.remotes the remotes served from disk here; manifestUrls: every remote's manifest (remotes-manifest.ts)
 */
export function staticFrontends(options: { root: string; remotes: RemoteName[]; manifestUrls: Record<RemoteName, string> }): Koa.Middleware {
  const shellDir = path.join(options.root, 'shell/dist');
  const indexPage = createIndexPage({ shellDir, frontendRoot: options.root, manifestUrls: options.manifestUrls, localRemotes: options.remotes });
  const sendIndexPage = async (ctx: Koa.Context) => {
    ctx.set('Cache-Control', cacheControlFor('index.html'));
    ctx.vary('Cookie');
    ctx.type = 'html';
    ctx.body = await indexPage(ctx.path, { signedIn: Boolean(ctx.cookies.get(SESSION_COOKIE)) });
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const remote = /^\/remotes\/([a-z]+)(\/.*)$/.exec(ctx.path);
    if (remote) {
      const name = remote[1] as RemoteName;
      if (!options.remotes.includes(name)) return next();
      ctx.set('Access-Control-Allow-Origin', '*');
      return serve(ctx, path.join(options.root, `mfe-${name}/dist`), remote[2]);
    }
    if (ctx.path.startsWith('/api/')) return next();
    if (ctx.path === '/' || ctx.path === '/index.html') return sendIndexPage(ctx);
    if (await serve(ctx, shellDir, ctx.path, true)) return;
    if (path.extname(ctx.path) === '') return sendIndexPage(ctx);
    return next();
  };
}

async function serve(ctx: Koa.Context, root: string, file: string, quiet = false): Promise<boolean> {
  try {
    await send(ctx, file, {
      root,
      // The build writes <file>.br next to each text file (create-webpack-config.cjs); a browser
      // that accepts Brotli gets it, any other the file itself, which koa-compress then gzips.
      brotli: true,
      gzip: false,
      setHeaders: (res, filePath) => {
        // filePath is the .br file when that is what is sent: its cache rule is the original's.
        res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.br$/, '')));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (quiet && (status === 404 || status === 400)) return false;
    if (status === 404) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return true;
    }
    throw err;
  }
}
