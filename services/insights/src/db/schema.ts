import { pgSchema } from 'drizzle-orm/pg-core';
import { createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const insightsSchema = pgSchema('insights');

export const outbox = createOutboxTable(insightsSchema);
export const processedEvents = createInboxTable(insightsSchema);
export const jobs = createJobsTable(insightsSchema);
