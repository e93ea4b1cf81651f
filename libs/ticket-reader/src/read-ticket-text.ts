import type { TicketReading } from './ticket-reading';

/** Reads an Australian wagering or lottery ticket's recognised text. Runs in the browser and on the server. */
export function readTicketText(text: string): TicketReading {
  throw new Error(`readTicketText is being written (${text.length} characters)`);
}
