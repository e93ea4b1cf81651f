import request from 'supertest';
import { newestLink } from './mailbox';

type App = Parameters<typeof request>[0];

/**
 * Registers a person and opens the verification link identity wrote to the mailbox folder, as they would:
 * signing in needs a verified address (docs/adr/0016), and tests take the real way there.
 */
export async function registerVerified(app: App, options: { anonymous: string; mailboxDir: string }, body: { email: string; username: string; password: string }) {
  await request(app).post('/api/register').set({ Authorization: options.anonymous }).send(body).expect(201);
  const link = await newestLink(options.mailboxDir, body.email.toLowerCase(), '/api/verify-email');
  if (!link) throw new Error(`no verification email to ${body.email} in ${options.mailboxDir}`);
  await request(app).get(link).set({ Authorization: options.anonymous }).set('Accept', 'application/json').expect(200);
}
