// The bank check's Web Worker: the statement file is read and searched here, off the page's thread, and nothing
// of it leaves the device. The page gets back the file's months and its gambling lines only.
import { analyseStatement } from '../lib/analyse-statement';

self.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  try {
    const analysis = await analyseStatement(await event.data.file.text());
    self.postMessage({ ok: true, analysis });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
