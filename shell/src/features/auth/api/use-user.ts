import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@tally/ui/core';

/**
 * The signed-in person: `data` is null when signed out (401), undefined while loading.
 * The user is fetched once at start-up: by this hook when it mounts, or before that behind the
 * startup splash (bootstrap.tsx), whose answer (or failure) it then uses as it is instead of
 * asking again on mount. Later changes come from sign-in, sign-out and profile updates (setQueryData, invalidate).
 */
export function useUser() {
  return useQuery({ ...currentUserQuery, refetchOnMount: false, retryOnMount: false });
}
