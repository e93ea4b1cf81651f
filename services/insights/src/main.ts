import { runServiceProcess } from '@tally/service-kit';
import { insightsConfigSchema } from './config';
import { createInsightsService, insightsJobsTable } from './create-insights-service';

await runServiceProcess({ name: 'insights', configSchema: insightsConfigSchema, jobsTable: insightsJobsTable, create: createInsightsService });
