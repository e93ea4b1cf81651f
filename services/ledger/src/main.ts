import { runServiceProcess } from '@tally/service-kit';
import { ledgerConfigSchema } from './config';
import { createLedgerService, ledgerJobsTable } from './create-ledger-service';

await runServiceProcess({ name: 'ledger', configSchema: ledgerConfigSchema, jobsTable: ledgerJobsTable, create: createLedgerService });
