import { runServiceProcess } from '@tally/service-kit';
import { identityConfigSchema } from './config';
import { createIdentityService, identityJobsTable } from './create-identity-service';

await runServiceProcess({ name: 'identity', configSchema: identityConfigSchema, jobsTable: identityJobsTable, create: createIdentityService });
