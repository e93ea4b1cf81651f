import { pgSchema } from 'drizzle-orm/pg-core';
import { createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const scannerSchema = pgSchema('scanner');

export const outbox = createOutboxTable(scannerSchema);
export const processedEvents = createInboxTable(scannerSchema);
export const jobs = createJobsTable(scannerSchema);
