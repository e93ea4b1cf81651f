import { describeRouteConformance, startTestService } from '@tally/service-kit/testing';
import { createLedgerService, ledgerJobsTable } from '../src/create-ledger-service';

describeRouteConformance('ledger', () => startTestService({ jobsTable: ledgerJobsTable, create: createLedgerService }));
