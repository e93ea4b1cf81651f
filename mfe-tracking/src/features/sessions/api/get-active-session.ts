import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@tally/contracts';
import { apiQuery } from '@tally/ui';

/**
 * GET /api/sessions/active: the active session or null. Polled every 3 s, and read again on focus
 * and on mount (spec sections 7 and 9), unlike the app's other reads.
 */
export function useActiveSession() {
  return useQuery({
    ...apiQuery('getActiveSession'),
    refetchInterval: POLL_MS.activeSession,
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });
}
