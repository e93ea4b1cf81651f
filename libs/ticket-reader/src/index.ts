export type { TicketFields, TicketReading } from './ticket-reading';
export { readTicketText } from './read-ticket-text';
