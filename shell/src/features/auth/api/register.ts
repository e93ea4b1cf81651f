import { useMutation } from '@tanstack/react-query';
import { isKnownTimeZone, type ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

/**
 * What the Create Account form collects: the contract's RegisterRequest (as sent) without the
 * username, which is the email, and the time zone, which is the browser's.
 */
export type RegisterInput = Omit<ApiBody<'register'>, 'username' | 'timeZone'>;

/** POST /api/register with username = email and the browser's IANA time zone. */
export function useRegister() {
  return useMutation({
    mutationFn: ({ email, password, firstName, lastName }: RegisterInput) =>
      api.call('register', {
        body: {
          username: email,
          email,
          password,
          firstName: firstName?.trim() || undefined,
          lastName: lastName?.trim() || undefined,
          timeZone: browserTimeZone(),
        },
      }),
  });
}

/** The browser's zone when the server accepts it; otherwise none, and the server uses Australia/Sydney. */
function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : undefined;
  } catch {
    // The server falls back to Australia/Sydney.
    return undefined;
  }
}
