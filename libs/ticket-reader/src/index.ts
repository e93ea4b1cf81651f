export type { TicketFields, TicketReading } from './ticket-reading';
export { emptyTicketFields, readTicketText } from './read-ticket-text';
export { formatPrice, readPriceBadge } from './scratchies';
export type { ReaderTuning } from './tuning';
