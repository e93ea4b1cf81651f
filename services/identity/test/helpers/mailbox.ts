import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailboxMessage {
  to: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and `=3D` undone, enough to find links in. */
  text: string;
}

/** The messages identity wrote to its mailbox folder (no SMTP configured) for `to`, oldest first. */
export async function messagesTo(mailboxDir: string, to: string): Promise<MailboxMessage[]> {
  const files = (await readdir(mailboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const messages: MailboxMessage[] = [];
  for (const file of files) {
    const text = (await readFile(path.join(mailboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const recipient = text
      .match(/^To: (.+)$/m)?.[1]
      .trim()
      .toLowerCase();
    if (recipient === to.toLowerCase()) messages.push({ to: recipient, subject: text.match(/^Subject: (.+)$/m)?.[1].trim() ?? '', text });
  }
  return messages;
}

/** The path and query of the newest link to `kind` ('/api/verify-email' or '/auth/reset-password') in mail to `to`. */
export async function newestLink(mailboxDir: string, to: string, kind: '/api/verify-email' | '/auth/reset-password'): Promise<string | undefined> {
  const pattern = new RegExp(`https?://[^\\s/]+(${kind.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`);
  const messages = await messagesTo(mailboxDir, to);
  for (const message of messages.reverse()) {
    const found = message.text.match(pattern)?.[1];
    if (found) return found;
  }
  return undefined;
}
