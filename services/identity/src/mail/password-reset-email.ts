import type { Email } from './mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset message: one link, how long it works, and what to do if it was not you. */
export function passwordResetEmail(to: string, link: string): Email {
  const text = [
    'Someone (hopefully you) asked to set a new password for your Tally account.',
    '',
    'Open this link to choose a new password:',
    link,
    '',
    'The link works once and expires in 1 hour. Setting a new password also confirms your email address and signs out every device.',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
    '',
    'If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to set a new password for your Tally account.</p><p><a href="${escape(link)}">Choose a new password</a></p>
<p>The link works once and expires in 1 hour. Setting a new password also confirms your email address and signs out every device.</p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>
<p>If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.</p>`;
  return { to, subject: 'Set a new password for Tally', text, html };
}
