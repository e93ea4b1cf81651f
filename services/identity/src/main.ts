import path from 'node:path';
import { runServiceProcess } from '@tally/service-kit';
import { identityConfigSchema } from './config';
import { createIdentityService, identityJobsTable } from './create-identity-service';

await runServiceProcess({
  name: 'identity',
  configSchema: identityConfigSchema,
  jobsTable: identityJobsTable,
  create: (deps) => createIdentityService({ ...deps, config: { ...deps.config, mailboxDir: deps.config.MAILBOX_DIR ?? path.join(deps.config.DATA_DIR, 'mailbox') } }),
});
