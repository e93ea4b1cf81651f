import { route } from '@tally/service-kit';
import { ScannerBusyError } from '../domain/read-ticket';
import { scanTicketImage, scanTicketText } from '../domain/scan-ticket';
import type { ScannerContext } from '../domain/scanner-work';
import { decodeTicketImage } from '../engines/decode-ticket-image';

/** POST /api/interpret-ticket-image and POST /api/interpret-ticket (contracts: http/scanner.http.ts). */
export function interpretRoutes(scanner: ScannerContext) {
  return [
    route('interpretTicketImage', async ({ userId, body: { imageBase64 }, ctx }) => {
      try {
        return await scanTicketImage(scanner, userId, imageBase64);
      } catch (err) {
        if (err instanceof ScannerBusyError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    }),

    route('interpretTicket', async ({ userId, body: { text, image } }) => {
      const decoded = image ? await decodeTicketImage(image) : null;
      return scanTicketText(scanner, userId, text, decoded?.dataUrl ?? null);
    }),
  ];
}
