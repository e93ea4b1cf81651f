/** Thrown when every OCR thread is busy and the queue is full: the route answers 503 with Retry-After. */
export class OcrBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The ticket reader is busy. Please try again in a few seconds.');
    this.name = 'OcrBusyError';
  }
}
