import { useCallback, useEffect, useRef, useState } from 'react';
import { SCAN_MESSAGES, type ScanResult } from '@tally/contracts';
import { showToast, tooManyRequestsToast } from '@tally/ui';
import { interpretTicketImage, interpretTicketText } from '../api/interpret-ticket';
import { checkImageFile } from '../lib/check-image-file';
import { readImageFile } from '../lib/read-image-file';
import { ScanFailedError, scanTicket, type ScanReaders, type ScanSource } from '../lib/scan-ticket';
import { isFullRead, readSummary } from '../lib/read-summary';
import type { ScanStep } from '../lib/scan-steps';

/** What the progress view shows while a scan runs. */
export interface ScanView {
  step: ScanStep;
  source?: ScanSource;
  /** Once complete: what was read and what was not. */
  summary?: string;
}

/** The progress view stays this long on "Complete" before it closes (spec section 4). */
export const CLOSE_AFTER_COMPLETE_MS = 1000;

const READERS: ScanReaders = {
  interpretImage: interpretTicketImage,
  // tesseract.js is its own chunk, fetched only when this fallback runs.
  recognizeText: async (image, signal) => (await import('../lib/browser-ocr')).recognizeTextInBrowser(image, signal),
  interpretText: interpretTicketText,
  // The parser (with its venue and game names) too: only the last fallback needs it.
  readText: async (text) => (await import('@tally/ticket-reader')).readTicketText(text),
};

/**
 * One scan at a time: the file checks, then the progress steps, then `onScanned` once the view has
 * shown "Complete" for a second. Cancel (or closing the dialog) aborts whichever step is running,
 * and a cancelled scan changes nothing.
 */
export function useTicketScan(onScanned: (result: ScanResult) => void, readers: ScanReaders = READERS) {
  const [view, setView] = useState<ScanView | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(onScanned);
  useEffect(() => {
    latest.current = onScanned;
  }, [onScanned]);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = checkImageFile(file);
      if (problem) {
        showToast({ ...problem, variant: 'error' });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setView({ step: 'preparing' });
      try {
        const image = await readImageFile(file, signal);
        const result = await scanTicket(image, readers, { signal, onStep: (step, source) => setView({ step, source }) });
        const summary = readSummary(result);
        setView({ step: 'complete', summary });
        await new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_COMPLETE_MS));
        signal.throwIfAborted();
        setView(null);
        // A second is too short to read what is missing: it stays in a toast (a wrong-type toast replaces it).
        if (!isFullRead(summary)) showToast({ title: 'Scan complete', description: summary, variant: 'info' });
        latest.current(result);
      } catch (error) {
        if (signal.aborted) return;
        setView(null);
        showToast(tooManyRequestsToast(error) ?? { ...SCAN_MESSAGES.failed(error instanceof ScanFailedError ? error.reason : SCAN_MESSAGES.bothFailed), variant: 'error' });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [readers],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setView(null);
  }, []);

  return { view, start, cancel };
}
