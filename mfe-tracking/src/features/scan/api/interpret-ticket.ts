import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

/** POST /api/interpret-ticket-image: the scanner service reads the photo (a data URL). */
export function interpretTicketImage(image: string, signal: AbortSignal) {
  const body: ApiBody<'interpretTicketImage'> = { imageBase64: image };
  return api.post<ApiAnswer<'interpretTicketImage'>>('/api/interpret-ticket-image', body, { signal });
}

/** POST /api/interpret-ticket: the scanner service interprets text recognised in the browser, keeping the image. */
export function interpretTicketText(text: string, image: string, signal: AbortSignal) {
  const body: ApiBody<'interpretTicket'> = { text, image };
  return api.post<ApiAnswer<'interpretTicket'>>('/api/interpret-ticket', body, { signal });
}
