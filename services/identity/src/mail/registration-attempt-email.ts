import type { Email } from './mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent to the address instead of a verification link when someone registers an address that already has an
 * account: its owner learns of the attempt, and can sign in or set a new password (which also confirms the address).
 */
export function registrationAttemptEmail(to: string, links: { signIn: string; forgotPassword: string }): Email {
  const text = [
    'Someone tried to create a Tally account with this email address, which already has an account.',
    '',
    'If it was you, sign in here:',
    links.signIn,
    '',
    'Forgot your password? Set a new one here:',
    links.forgotPassword,
    '',
    'Not confirmed this address yet? Sign in and choose Resend Verification Email for a new link.',
    '',
    'If it was not you, you can ignore this email: nothing about your account has changed.',
    '',
    'If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.',
  ].join('\n');
  const html = `<p>Someone tried to create a Tally account with this email address, which already has an account.</p>
<p>If it was you, <a href="${escape(links.signIn)}">sign in</a>. Forgot your password? <a href="${escape(links.forgotPassword)}">Set a new one</a>.</p>
<p>Not confirmed this address yet? Sign in and choose Resend Verification Email for a new link.</p>
<p>If it was not you, you can ignore this email: nothing about your account has changed.</p>
<p>If gambling is causing you stress, free and confidential help is available 24/7: Gambling Help 1800 858 858.</p>`;
  return { to, subject: 'Someone tried to register with your email address', text, html };
}
