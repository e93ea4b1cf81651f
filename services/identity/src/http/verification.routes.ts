import { ERROR_CODES, SERVER_MESSAGES } from '@tally/contracts';
import { InputError, route, type ServiceContext } from '@tally/service-kit';
import { resendVerification, verifyEmail } from '../domain/email-verification';
import type { IdentityDeps } from '../domain/identity-deps';

/** Opened from the email: a browser goes back to the app with the outcome, an API client gets JSON. */
function answerVerification(ctx: ServiceContext, verified: boolean) {
  if (ctx.accepts('html', 'json') === 'html') {
    ctx.redirect(`/?emailVerified=${verified ? '1' : '0'}`);
    return undefined;
  }
  if (!verified)
    throw new InputError('This verification link is invalid, used or expired. Ask for a new one from the sign-in screen.', undefined, ERROR_CODES.invalidVerificationToken);
  return { message: 'Your email address is verified.' };
}

export function verificationRoutes(deps: IdentityDeps) {
  return [
    route('resendVerification', async ({ body: { email } }) => {
      await resendVerification(deps, email);
      return { message: SERVER_MESSAGES.verificationResent };
    }),

    route(
      'verifyEmail',
      async ({ query: { token }, ctx }) => {
        const verified = await verifyEmail(deps, token);
        // A confirmed address is no flood of mail to other people's: the place it is confirmed from gets a registration back (ADR 0015).
        if (verified) await deps.rateLimits.refund('register', 'address', ctx.ip);
        return answerVerification(ctx, verified);
      },
      {
        invalidInput: (_error, ctx) => void answerVerification(ctx, false),
      },
    ),
  ];
}
