import Router from '@koa/router';
import { API_ENDPOINTS, InterpretTicketImageRequest, InterpretTicketRequest } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { decodeTicketImage } from '../domain/decode-ticket-image';
import { ScannerBusyError } from '../domain/read-ticket';
import { scanTicketImage, scanTicketText } from '../domain/scan-ticket';
import type { ScannerContext } from '../domain/scanner-work';

/** POST /api/interpret-ticket-image and POST /api/interpret-ticket (contracts: http/scanner.http.ts). */
export function interpretRoutes(ctx: ScannerContext) {
  const router = new Router<ServiceState>();

  router.post(API_ENDPOINTS.interpretTicketImage.path, async (http) => {
    const userId = requireUserId(http);
    const { imageBase64 } = InterpretTicketImageRequest.parse(http.request.body ?? {});
    try {
      http.body = await scanTicketImage(ctx, userId, imageBase64);
    } catch (err) {
      if (err instanceof ScannerBusyError) http.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });

  router.post(API_ENDPOINTS.interpretTicket.path, async (http) => {
    const userId = requireUserId(http);
    const { text, image } = InterpretTicketRequest.parse(http.request.body ?? {});
    const decoded = image ? await decodeTicketImage(image) : null;
    http.body = await scanTicketText(ctx, userId, text, decoded?.dataUrl ?? null);
  });

  return router;
}
