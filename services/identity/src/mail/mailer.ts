import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@tally/service-kit';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP when configured; otherwise each message is written as a .eml file to the
 * mailbox folder (the log names the file) so the embedded default works with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; mailboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: options.from, ...email });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from: options.from, ...email });
      await mkdir(options.mailboxDir, { recursive: true });
      const file = path.join(options.mailboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The message's links (verification, sign-in) are credentials: the log says one is there and where
      // to read it, never the link itself, nor the address it went to.
      options.logger.info(
        { subject: email.subject, file, carriesLink: /https?:\/\//.test(email.text) },
        'Email written to the mailbox folder (no SMTP configured); open the file to follow its link',
      );
    },
    close: () => undefined,
  };
}
