// The embedded default's outgoing mail: with no SMTP configured, identity writes each message as an
// .eml file under DATA_DIR/mailbox. Tests read them as a person's mail client would (mailparser
// undoes the transfer encoding) and follow the link inside.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The messages sent to `to`, oldest first.
 * @param {string} dataDir
 * @param {string} to
 */
export async function messagesTo(dataDir, to) {
  const dir = path.join(dataDir, 'mailbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const messages = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const recipients = [mail.to]
      .flat()
      .flatMap((group) => group?.value ?? [])
      .map((a) => a.address?.toLowerCase());
    if (recipients.includes(to.toLowerCase())) messages.push({ subject: mail.subject ?? '', text: mail.text ?? '' });
  }
  return messages;
}

/**
 * The verification link in the newest message to `to`, waiting up to `timeoutMs` for it to arrive.
 * @param {string} dataDir
 * @param {string} to
 * @param {{ timeoutMs?: number, after?: number }} [options] after: ignore the first `after` messages
 */
export async function verificationLink(dataDir, to, { timeoutMs = 10000, after = 0 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(dataDir, to);
    const newest = messages.slice(after).at(-1);
    const link = newest?.text.match(/https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
    if (link) return { link, subject: newest?.subject ?? '', count: messages.length };
    if (Date.now() > deadline) throw new Error(`no verification email to ${to} in ${dataDir}/mailbox (${messages.length} messages)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
