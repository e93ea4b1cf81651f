import type { ScanEngine } from '@tally/contracts';
import type { TicketReading } from '@tally/ticket-reader';

/** A ticket photo, already checked to be an image. */
export interface TicketImage {
  bytes: Buffer;
  /** The type its bytes show (image/jpeg, image/png, …), not what the client said. */
  mimeType: string;
}

/** What one engine read from a ticket: the parsed reading, the text it saw, and which engine it was. */
export interface TicketInterpretation {
  reading: TicketReading;
  rawText: string;
  engine: ScanEngine;
}

/** One way of reading a ticket; answers null when it cannot (not configured, or a bad or late answer), so the next one tries. */
export interface TicketEngine {
  readonly name: string;
  interpretImage?(image: TicketImage): Promise<TicketInterpretation | null>;
  interpretText?(text: string): Promise<TicketInterpretation | null>;
}
