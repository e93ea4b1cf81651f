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
export function messagesTo(dataDir, to) {
  return messagesIn(path.join(dataDir, 'mailbox'), to);
}

/**
 * The messages sent to `to` in a mailbox folder (MAILBOX_DIR), oldest first.
 * @param {string} dir
 * @param {string} to
 */
export async function messagesIn(dir, to) {
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
 * The verification link in the newest message to `to` that has one, waiting up to `timeoutMs` for it to arrive.
 * @param {string} dataDir
 * @param {string} to
 * @param {{ timeoutMs?: number, after?: number, folder?: string }} [options] after: ignore the first `after` messages;
 *   folder: the mailbox folder itself (MAILBOX_DIR) instead of dataDir's
 */
export async function verificationLink(dataDir, to, { timeoutMs = 10000, after = 0, folder = path.join(dataDir, 'mailbox') } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesIn(folder, to);
    // The newest message with a link: mail of other kinds (a registration attempt, a password reset) may come after it.
    const pattern = /https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/;
    const newest = messages
      .slice(after)
      .reverse()
      .find((m) => pattern.test(m.text));
    const link = newest?.text.match(pattern)?.[0];
    if (link) return { link, subject: newest?.subject ?? '', count: messages.length };
    if (Date.now() > deadline) throw new Error(`no verification email to ${to} in ${folder} (${messages.length} messages)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The newest message to `to` with a link to `pathPart` (e.g. '/auth/reset-password'), waiting up to `timeoutMs`.
 * @param {string} dataDir
 * @param {string} to
 * @param {string} pathPart
 * @param {{ timeoutMs?: number, after?: number }} [options]
 */
export async function linkTo(dataDir, to, pathPart, { timeoutMs = 10000, after = 0 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://\\S+${pathPart.replace(/[/.]/g, (c) => `\\${c}`)}(\\?token=[A-Za-z0-9_-]+)?`);
  for (;;) {
    const messages = await messagesTo(dataDir, to);
    const found = messages
      .slice(after)
      .reverse()
      .find((m) => pattern.test(m.text));
    if (found) return { link: found.text.match(pattern)?.[0] ?? '', subject: found.subject, count: messages.length };
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a link to ${pathPart} (${messages.length} messages)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
