import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The verification link in the newest .eml identity wrote for `email` (quoted-printable soft breaks undone). */
async function newestVerificationLink(mailboxDir: string, email: string): Promise<string | undefined> {
  const files = (await readdir(mailboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
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
 * Registers a person over HTTP (a gateway or embedded mode) and opens the verification link identity wrote to
 * its mailbox folder (no SMTP configured: DATA_DIR/mailbox or MAILBOX_DIR), as the person would. Signing in
 * needs a verified address (docs/adr/0016), so tests that sign in take this real way there first.
 */
export async function registerVerified(
  baseUrl: string,
  mailboxDir: string,
  registration: { email: string; password: string } & Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: registration.email, ...registration }),
  });
  if (answer.status !== 201) throw new Error(`register ${registration.email}: ${answer.status} ${await answer.text()}`);
  const deadline = Date.now() + 10_000;
  let link = await newestVerificationLink(mailboxDir, registration.email);
  while (!link && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    link = await newestVerificationLink(mailboxDir, registration.email);
  }
  if (!link) throw new Error(`no verification email to ${registration.email} in ${mailboxDir}`);
  const url = new URL(link);
  const verified = await fetch(`${baseUrl}${url.pathname}${url.search}`, { headers: { accept: 'application/json', ...headers } });
  if (verified.status !== 200) throw new Error(`verify ${registration.email}: ${verified.status} ${await verified.text()}`);
}
