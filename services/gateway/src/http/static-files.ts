import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';

export const REMOTE_NAMES = ['tracking', 'reports', 'insights', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// Entry files change on every deploy under the same name; everything else is content-hashed.
const UNHASHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

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
        res.setHeader('Cache-Control', UNHASHED.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
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
