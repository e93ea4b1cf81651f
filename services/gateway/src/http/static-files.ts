import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';

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
 * served from its own origin would be), and index.html for any other page path (client routing).
 */
export function staticFrontends(options: { root: string; remotes: RemoteName[] }): Koa.Middleware {
  const shellDir = path.join(options.root, 'shell/dist');
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
    const file = ctx.path === '/' ? '/index.html' : ctx.path;
    if (await serve(ctx, shellDir, file, true)) return;
    if (path.extname(ctx.path) === '') {
      await serve(ctx, shellDir, '/index.html');
      return;
    }
    return next();
  };
}

async function serve(ctx: Koa.Context, root: string, file: string, quiet = false): Promise<boolean> {
  try {
    await send(ctx, file, {
      root,
      gzip: false,
      brotli: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
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
