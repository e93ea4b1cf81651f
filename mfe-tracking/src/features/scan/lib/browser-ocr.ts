import { OCR_ASSETS_PATH, type OcrAssets } from '@tally/contracts';
import { http } from '@tally/ui';

// Text recognition runs at this size at most: phone photos are 12 megapixels, and tesseract takes
// seconds longer on them without reading a ticket's print any better.
const MAX_SIDE = 2000;

/**
 * Recognises a ticket photo's text in the browser (spec section 4's fallback), with tesseract.js
 * loaded only now (its own chunk) and its worker, core and English model from the gateway
 * (OCR_ASSETS_PATH), never a CDN. One worker per scan, ended when done or cancelled.
 * @param image the photo as a data URL
 */
export async function recognizeTextInBrowser(image: string, signal: AbortSignal): Promise<string> {
  const [assets, tesseract, picture] = await Promise.all([
    http.get<OcrAssets>(OCR_ASSETS_PATH, { signal }),
    import(/* webpackChunkName: "tesseract" */ 'tesseract.js'),
    shrink(image),
  ]);
  signal.throwIfAborted();
  const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    workerPath: new URL(assets.workerPath, location.origin).href,
    corePath: new URL(assets.corePath, location.origin).href,
    langPath: new URL(assets.langPath, location.origin).href,
    // The worker is started from its own URL (not a blob) so the core finds its .wasm beside it;
    // the files are cached by HTTP (immutable), so no second copy goes into IndexedDB.
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
  });
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    signal.throwIfAborted();
    const { data } = await worker.recognize(picture);
    signal.throwIfAborted();
    return data.text;
  } finally {
    signal.removeEventListener('abort', stop);
    await worker.terminate().catch(() => undefined);
  }
}

/** The photo at most MAX_SIDE pixels on its longer side, on a canvas; the data URL itself when already small. */
async function shrink(image: string): Promise<string | HTMLCanvasElement> {
  // An <img>, not fetch(): the page's CSP lets images (not connections) read data: URLs.
  const picture = new Image();
  picture.src = image;
  await picture.decode();
  const scale = MAX_SIDE / Math.max(picture.naturalWidth, picture.naturalHeight);
  if (scale >= 1) return image;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(picture.naturalWidth * scale);
  canvas.height = Math.round(picture.naturalHeight * scale);
  canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return canvas;
}
