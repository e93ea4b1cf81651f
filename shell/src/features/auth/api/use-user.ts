import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@tally/ui';

/** The signed-in person: `data` is null when signed out (401), undefined while loading. */
export function useUser() {
  return useQuery(currentUserQuery);
}
