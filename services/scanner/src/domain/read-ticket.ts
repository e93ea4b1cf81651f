import { ERROR_CODES, SCAN_MIN_TEXT_CHARS, ScanResult, VALIDATION_MESSAGES } from '@tally/contracts';
import { ServiceError, type Logger } from '@tally/service-kit';
import type { TicketInterpreter } from '../engines/create-ticket-interpreter';
import { decodeTicketImage } from '../engines/decode-ticket-image';
import type { TicketImage, TicketInterpretation } from '../engines/ticket-interpreter';
import { OcrBusyError } from '../local-ocr/local-ticket-reader';

/** The spec's reason when every engine failed on a photo. */
export const BOTH_FAILED = 'Both AI and OCR processing failed. Try a clearer image.';

/** 503 with Retry-After: every OCR thread is busy and the queue is full. */
export class ScannerBusyError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    super('Ticket scanning is busy right now. Please try again in a few seconds.', 503, ERROR_CODES.unavailable, { retryAfterSeconds });
  }
}

/** 422: the photo was read but too little text came out, or nothing could read it. */
export class ScanFailedError extends ServiceError {
  constructor(message: string) {
    super(message, 422, ERROR_CODES.scanFailed);
  }
}

/**
 * A ticket photo as the route receives it (data URL or bare base64) through the engine chain:
 * checked to be an image, read by the model or the local reader, and refused when too little text
 * came out. `POST /api/interpret-ticket-image` and `npm run scan` both go through here.
 */
export async function readTicketImage(
  interpreter: TicketInterpreter,
  imageBase64: string,
  logger: Logger,
): Promise<{ image: TicketImage & { dataUrl: string }; found: TicketInterpretation }> {
  const image = await decodeTicketImage(imageBase64);
  let found: TicketInterpretation;
  try {
    found = await interpreter.interpretImage(image);
  } catch (err) {
    if (err instanceof OcrBusyError) throw new ScannerBusyError(err.retryAfterSeconds);
    logger.error({ err }, 'Reading a ticket photo failed');
    throw new ScanFailedError(BOTH_FAILED);
  }
  if (found.rawText.trim().length < SCAN_MIN_TEXT_CHARS) throw new ScanFailedError(VALIDATION_MESSAGES.noReadableText);
  return { image, found };
}

/** The answer of both scan routes: the reading's fields, the text, the image and which engine read it. */
export function toScanResult(found: TicketInterpretation, ticketImage: string | null, scanId: string | null): ScanResult {
  return ScanResult.parse({ ...found.reading.fields, rawText: found.rawText, ticketImage, confidence: found.reading.confidence, engine: found.engine, scanId });
}
