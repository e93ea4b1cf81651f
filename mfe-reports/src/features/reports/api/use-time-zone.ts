import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** The person's IANA time zone from their profile (the shell has loaded the user), else the browser's. */
export function useTimeZone(): string {
  const user = useQueryClient().getQueryData<User | null>(queryKeys.user);
  return user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}
