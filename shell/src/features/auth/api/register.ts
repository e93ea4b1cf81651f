import { useMutation } from '@tanstack/react-query';
import { api } from '@tally/ui';

/** What the Create Account form collects. */
export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** POST /api/register with username = email and the browser's IANA time zone. */
export function useRegister() {
  return useMutation({
    mutationFn: ({ email, password, firstName, lastName }: RegisterInput) =>
      api.post<{ message?: string }>('/api/register', {
        username: email,
        email,
        password,
        firstName: firstName.trim() || undefined,
        lastName: lastName.trim() || undefined,
        timeZone: browserTimeZone(),
      }),
  });
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    // The server falls back to Australia/Sydney.
    return undefined;
  }
}
