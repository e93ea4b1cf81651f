import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { capturingLogger } from '@tally/service-kit/testing';
import { createMailer } from './mailer';

describe('createMailer without SMTP', () => {
  let mailboxDir: string;
  beforeEach(async () => {
    mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'tally-mailbox-'));
  });
  afterEach(() => rm(mailboxDir, { recursive: true, force: true }));

  it('When an email with a verification link is sent, then the mailbox file holds the link and the log only says the file has one', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ from: 'Tally <no-reply@tally.local>', mailboxDir, logger });
    const link = 'http://localhost:8080/api/verify-email?token=s3cret-verification-token';

    await mailer.send({ to: 'person@example.com', subject: 'Verify your email', text: `Open ${link} to verify.`, html: `<a href="${link}">Verify</a>` });

    const [file] = await readdir(mailboxDir);
    expect(await readFile(path.join(mailboxDir, file), 'utf8')).toContain('token=3Ds3cret'); // quoted-printable, as mail clients read it
    expect(lines).toEqual([expect.objectContaining({ subject: 'Verify your email', file: path.join(mailboxDir, file), carriesLink: true })]);
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|verify-email|person@example\.com/);
  });
});
