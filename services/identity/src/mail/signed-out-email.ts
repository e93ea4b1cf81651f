import type { Email } from './mailer';

/** Sent when too many wrong current passwords signed the person out everywhere. */
export function signedOutEmail(to: string): Email {
  const text = [
    'Your Tally account was signed out on every device.',
    '',
    'Someone entered the wrong current password too many times while changing the password or deleting the account, so every session was ended to keep your records safe.',
    'If this was you, sign in again and try once more in 15 minutes. If it was not, sign in and change your password.',
    '',
    'If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.',
  ].join('\n');
  const html = text
    .split('\n\n')
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { to, subject: 'Your Tally account was signed out everywhere', text, html };
}
