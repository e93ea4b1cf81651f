import { runServiceProcess } from '@tally/service-kit';
import { scannerConfigSchema } from './config';
import { createScannerService, scannerJobsTable } from './create-scanner-service';

await runServiceProcess({ name: 'scanner', configSchema: scannerConfigSchema, jobsTable: scannerJobsTable, create: createScannerService });
