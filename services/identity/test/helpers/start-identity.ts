import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestService } from '@tally/service-kit/testing';
import { createIdentityService, identityConfigSchema, identityJobsTable } from '../../src/create-identity-service';

/** Identity on a fresh database with a mailbox folder of its own, both removed by `stop()`. */
export async function startIdentity(options: { clock?: () => Date; env?: Record<string, string>; mode?: 'embedded' | 'distributed' } = {}) {
  const mailboxDir = path.join(os.tmpdir(), `tally-mailbox-${randomUUID()}`);
  const svc = await startTestService({
    jobsTable: identityJobsTable,
    create: createIdentityService,
    configSchema: identityConfigSchema,
    clock: options.clock,
    mode: options.mode,
    // Tests register a person per case, all from loopback: registration's per-address limit is raised here
    // (RATE_LIMITS), except where a test is about it.
    env: { PUBLIC_URL: 'http://localhost:8080', MAILBOX_DIR: mailboxDir, RATE_LIMITS: 'register:address=100000/60', ...options.env },
  });
  return {
    ...svc,
    mailboxDir,
    async stop() {
      await svc.stop();
      await rm(mailboxDir, { recursive: true, force: true });
    },
  };
}
export type IdentityUnderTest = Awaited<ReturnType<typeof startIdentity>>;
