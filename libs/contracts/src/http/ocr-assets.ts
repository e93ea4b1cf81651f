/** Where the gateway says which tesseract.js files the browser's text recognition loads (OcrAssets). */
export const OCR_ASSETS_PATH = '/ocr/manifest.json';

/** The browser OCR's files, served by the gateway under a versioned path that never changes content. */
export interface OcrAssets {
  /** The tesseract.js worker script (same origin, loaded without a blob so the core is found beside it). */
  workerPath: string;
  /** The LSTM-only SIMD core's glue script; its .wasm sits beside it. */
  corePath: string;
  /** The folder holding eng.traineddata.gz (the LSTM-only "best_int" English model). */
  langPath: string;
}
