export type { TicketFields, TicketReading } from './ticket-reading';
export { emptyTicketFields, readTicketText } from './read-ticket-text';
export type { ReaderTuning } from './tuning';
