import type { Email } from './mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The verification message: plain words, one link, and where to get help. */
export function verificationEmail(to: string, link: string, ttlHours: number): Email {
  const text = [
    'Welcome to Tally.',
    '',
    'Please confirm your email address by opening this link:',
    link,
    '',
    `The link works once and expires in ${ttlHours} hours. If you did not create a Tally account, you can ignore this email.`,
    '',
    'If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.',
  ].join('\n');
  const html = `<p>Welcome to Tally.</p><p>Please confirm your email address:</p><p><a href="${escape(link)}">Confirm my email address</a></p>
<p>The link works once and expires in ${ttlHours} hours. If you did not create a Tally account, you can ignore this email.</p>
<p>If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.</p>`;
  return { to, subject: 'Confirm your email address for Tally', text, html };
}
