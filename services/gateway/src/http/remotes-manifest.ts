import type Koa from 'koa';
import { REMOTE_NAMES, type RemoteName } from './static-files';

/** Remote name -> its mf-manifest.json URL: under /remotes/<name>/ unless the remote has its own base URL. */
export function remoteManifestUrls(baseUrls: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = baseUrls[name] ?? `/remotes/${name}/`;
      return [name, `${base.endsWith('/') ? base : `${base}/`}mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
}

/** GET /remotes.json: remote name -> manifest URL, read by the shell at run time (no remote is built into it). */
export function remotesManifest(baseUrls: Partial<Record<RemoteName, string>>): Koa.Middleware {
  const body = JSON.stringify(remoteManifestUrls(baseUrls));
  return async (ctx, next) => {
    if (ctx.path !== '/remotes.json') return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    ctx.body = body;
  };
}

/** Origins the pages may load scripts from, for the CSP. */
export function remoteOrigins(baseUrls: Partial<Record<RemoteName, string>>): string[] {
  return [
    ...new Set(
      Object.values(baseUrls)
        .filter((u): u is string => Boolean(u))
        .map((u) => new URL(u).origin),
    ),
  ];
}
