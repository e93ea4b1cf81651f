// The mail identity sends with no SMTP set: .eml files in one folder, read as a mail client would.
import { messagesIn } from '../../e2e/support/mailbox.mjs';
import { product } from './product.mjs';

/**
 * The messages sent to `to`, oldest first.
 * @param {string} to
 */
export function messagesTo(to) {
  return messagesIn(product.mailboxDir, to);
}

/**
 * Waits until at least `count` messages reached `to`, and returns them.
 * @param {string} to
 * @param {{ count?: number, timeoutMs?: number }} [options]
 */
export async function waitForMessages(to, { count = 1, timeoutMs = 10000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} emails reached ${to} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The token of a link in a message (`/api/verify-email?token=…`, or any link with a token).
 * @param {string} text
 */
export function linkToken(text) {
  return text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
}
