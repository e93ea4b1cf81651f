import { api } from '@tally/ui';

/** POST /api/interpret-ticket-image: the scanner service reads the photo (a data URL). */
export function interpretTicketImage(image: string, signal: AbortSignal) {
  return api.call('interpretTicketImage', { body: { imageBase64: image }, signal });
}

/** POST /api/interpret-ticket: the scanner service interprets text recognised in the browser, keeping the image. */
export function interpretTicketText(text: string, image: string, signal: AbortSignal) {
  return api.call('interpretTicket', { body: { text, image }, signal });
}
