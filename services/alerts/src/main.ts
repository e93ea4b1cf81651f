import { runServiceProcess } from '@tally/service-kit';
import { alertsConfigSchema } from './config';
import { alertsJobsTable, createAlertsService } from './create-alerts-service';

await runServiceProcess({ name: 'alerts', configSchema: alertsConfigSchema, jobsTable: alertsJobsTable, create: createAlertsService });
