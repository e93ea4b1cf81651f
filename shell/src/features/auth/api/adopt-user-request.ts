import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, currentUserQuery, fetchCurrentUser } from '@tally/ui/core';
import { takeUserRequest } from './early-user-request';

/**
 * Makes the request index.ts sent early the answer of the current-user query, read by the same
 * client code as any other (401 is "signed out", other failures are errors). It is used once: a
 * retry asks again with a new request.
 */
export function adoptUserRequest(queryClient: QueryClient): void {
  let once = takeUserRequest();
  if (!once) return;
  const apiClient = createApiClient({
    fetch: (input, init) => {
      const answer = once ?? fetch(input, init);
      once = undefined;
      return answer;
    },
  });
  void queryClient.prefetchQuery({ ...currentUserQuery, queryFn: ({ signal }) => fetchCurrentUser({ signal, apiClient }) });
}
