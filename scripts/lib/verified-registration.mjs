// Registering someone the real way for scripts (bench, distributed tests): sign-in needs a verified address
// (docs/adr/0016), so the person opens the verification link identity wrote to its mailbox folder when no
// SMTP is set (embedded: DATA_DIR/mailbox; distributed: MAILBOX_DIR).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The verification link in the newest .eml for `email` (read raw: quoted-printable soft breaks undone).
 * @param {string} mailboxDir
 * @param {string} email
 */
async function newestVerificationLink(mailboxDir, email) {
  const files = (await readdir(mailboxDir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const text = (await readFile(path.join(mailboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (
      text
        .match(/^To: (.+)$/m)?.[1]
        .trim()
        .toLowerCase() !== email.toLowerCase()
    )
      continue;
    const link = text.match(/https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
  }
  return undefined;
}

/**
 * Registers through the scripts' http client (scripts/lib/http-client.mjs) and opens the verification link.
 * @param {string} mailboxDir
 * @param {{ post: (path: string, body: unknown) => Promise<{ status: number, body: unknown }>, get: (path: string) => Promise<{ status: number, body: unknown }> }} api
 * @param {{ email: string, password: string } & Record<string, unknown>} registration
 * @param {{ timeoutMs?: number }} [options]
 */
export async function registerVerifiedWithClient(mailboxDir, api, registration, { timeoutMs = 30000 } = {}) {
  const registered = await api.post('/api/register', { username: registration.email, ...registration });
  if (registered.status !== 201) throw new Error(`register ${registration.email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const deadline = Date.now() + timeoutMs;
  let link = await newestVerificationLink(mailboxDir, registration.email);
  while (!link && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    link = await newestVerificationLink(mailboxDir, registration.email);
  }
  if (!link) throw new Error(`no verification email to ${registration.email} in ${mailboxDir}`);
  const url = new URL(link);
  const verified = await api.get(`${url.pathname}${url.search}`);
  if (verified.status !== 200) throw new Error(`verify ${registration.email}: ${verified.status} ${JSON.stringify(verified.body)}`);
}
