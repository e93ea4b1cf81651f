// A tiny static file server for one built front end (distributed mode): CORS on every file,
// because the shell fetches remote manifests from another origin, and SPA fallback for the shell.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
// Files whose names carry a content hash never change under the same name: cache them long.
const hashedName = /[.-][0-9a-f]{8,}\./i;

/**
 * Create (but do not start) a static server for one folder.
 * @param {{ root: string, spa?: boolean }} options
 *   spa: unknown paths without a file extension get index.html (the shell's client-side routes)
 * @returns {http.Server}
 */
export function createStaticServer({ root, spa = false }) {
  const base = path.resolve(root);
  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const gzipCache = new Map();

  /** @returns {Promise<{ file: string, size: number, mtimeMs: number } | null>} */
  async function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
    if (file !== base && !file.startsWith(base + path.sep)) return null;
    try {
      const info = await stat(file);
      if (info.isDirectory()) return resolveFile(path.posix.join(urlPath, 'index.html'));
      return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  /** @returns {Promise<{ file: string, size: number } | null>} a file beside one already resolved, if there is one */
  async function siblingFile(file) {
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, size: info.size } : null;
  }

  return http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    // A cluster's probes (deploy/): the files are on disk from the start, so alive means ready.
    if (urlPath === '/healthz' || urlPath === '/readyz') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : '{"status":"ok"}');
      return;
    }
    let found = await resolveFile(urlPath);
    if (!found && spa && path.posix.extname(urlPath) === '') found = await resolveFile('/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
      return;
    }
    const ext = path.extname(found.file).toLowerCase();
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': hashedName.test(path.basename(found.file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': new Date(found.mtimeMs).toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    // The build's Brotli copy (<file>.br, create-webpack-config.cjs) for a browser that takes it.
    const brotli = /\bbr\b/.test(acceptEncoding) && compressible.has(ext) ? await siblingFile(`${found.file}.br`) : null;
    if (brotli) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'br', 'Content-Length': brotli.size });
      if (req.method === 'HEAD') res.end();
      else
        createReadStream(brotli.file)
          .on('error', () => res.destroy())
          .pipe(res);
      return;
    }
    const wantsGzip = /\bgzip\b/.test(acceptEncoding);
    if (wantsGzip && compressible.has(ext) && found.size > 1024) {
      let cached = gzipCache.get(found.file);
      if (!cached || cached.mtimeMs !== found.mtimeMs) {
        cached = { mtimeMs: found.mtimeMs, body: gzipSync(await readFile(found.file)) };
        gzipCache.set(found.file, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': found.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}
