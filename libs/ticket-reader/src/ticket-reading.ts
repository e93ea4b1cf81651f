import type { LotteryTicketDetails, ScanConfidence, ScanResult } from '@tally/contracts';

/** The form fields a ticket's text gives (ScanResult without what the caller adds: raw text, image, engine, scan id). */
export type TicketFields = Omit<ScanResult, 'rawText' | 'ticketImage' | 'confidence' | 'engine' | 'scanId'>;

/** What the parser read from a ticket's text: the fields, how sure it is of each, and a draw ticket's numbers. */
export interface TicketReading {
  fields: TicketFields;
  confidence: ScanConfidence;
  /** Draw lottery tickets only: game, draws and the numbers played, for the result check. */
  lottery: LotteryTicketDetails | null;
}
