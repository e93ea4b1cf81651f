import { Router } from '@koa/router';
import { ERROR_CODES, ResendVerificationRequest, VerifyEmailQuery } from '@tally/contracts';
import { InputError, type ServiceState } from '@tally/service-kit';
import { resendVerification, verifyEmail } from '../domain/email-verification';
import type { IdentityDeps } from '../domain/identity-deps';

export function verificationRoutes(deps: IdentityDeps) {
  const router = new Router<ServiceState>();

  router.post('/api/resend-verification', async (ctx) => {
    const { email } = ResendVerificationRequest.parse(ctx.request.body ?? {});
    await resendVerification(deps, email);
    ctx.body = { message: 'If that address has an account that is not yet verified, a new link is on its way.' };
  });

  // Opened from the email: a browser goes back to the app with the outcome, an API client gets JSON.
  router.get('/api/verify-email', async (ctx) => {
    const parsed = VerifyEmailQuery.safeParse(ctx.query);
    const verified = parsed.success && (await verifyEmail(deps, parsed.data.token));
    if (ctx.accepts('html', 'json') === 'html') {
      ctx.redirect(`/?emailVerified=${verified ? '1' : '0'}`);
      return;
    }
    if (!verified)
      throw new InputError('This verification link is invalid, used or expired. Ask for a new one from the sign-in screen.', undefined, ERROR_CODES.invalidVerificationToken);
    ctx.body = { message: 'Your email address is verified.' };
  });
  return router;
}
