import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';
import { OCR_ASSETS_PATH, type OcrAssets } from '@tally/contracts';

/**
 * The browser's text recognition (Scan Ticket's fallback, spec section 4) loads tesseract.js's
 * worker, core and English model from here, never from a CDN. Files live under
 * /ocr/<versions>/, named by the three packages' versions, so they are cached for a year as
 * immutable; only the small manifest at OCR_ASSETS_PATH is revalidated (ETag), which is how a
 * second scan downloads nothing. The core is the LSTM-only SIMD build (2.9 MB of wasm, about
 * 1 MB compressed) and the model the LSTM-only "best_int" one (2.9 MB, already gzipped): the
 * smallest pair that reads tickets, about 4.1 MB in all on first use.
 */
const CORE = 'tesseract-core-simd-lstm';
const LANG_MODEL = '4.0.0_best_int';

interface OcrFile {
  dir: string;
  name: string;
}

/** Where each served file is in node_modules, and the version segment of their paths. */
export function locateOcrFiles() {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const lang = packageDir('@tesseract.js-data/eng');
  const files: Record<string, OcrFile> = {
    'worker.min.js': { dir: path.join(tesseract, 'dist'), name: 'worker.min.js' },
    [`${CORE}.js`]: { dir: core, name: `${CORE}.js` },
    [`${CORE}.wasm`]: { dir: core, name: `${CORE}.wasm` },
    'eng.traineddata.gz': { dir: path.join(lang, LANG_MODEL), name: 'eng.traineddata.gz' },
  };
  const version = `t${versionOf('tesseract.js')}-c${versionOf('tesseract.js-core')}-e${versionOf('@tesseract.js-data/eng')}`;
  return { version, files };
}

/** The paths the browser gives tesseract.js for one version of the files. */
function ocrAssetsFor(version: string): OcrAssets {
  const base = `/ocr/${version}`;
  return { workerPath: `${base}/worker.min.js`, corePath: `${base}/${CORE}.js`, langPath: base };
}

/** Serves OCR_ASSETS_PATH and the files it names; anything else under /ocr/ is 404. */
export function ocrAssets(located: ReturnType<typeof locateOcrFiles> = locateOcrFiles()): Koa.Middleware {
  const manifest = JSON.stringify(ocrAssetsFor(located.version));
  const etag = `"${createHash('sha1').update(manifest).digest('base64url')}"`;
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/ocr/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === OCR_ASSETS_PATH) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.etag = etag;
      ctx.type = 'application/json';
      ctx.body = manifest;
      if (ctx.fresh) ctx.status = 304;
      return;
    }
    const match = /^\/ocr\/([^/]+)\/([^/]+)$/.exec(ctx.path);
    const file = match && match[1] === located.version ? located.files[match[2]] : undefined;
    if (!file) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    await send(ctx, file.name, {
      root: file.dir,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  };
}
