import { useQuery } from '@tanstack/react-query';
import { RECENT_LIST } from '@tally/contracts';
import { apiQuery } from '@tally/ui';

/** GET /api/sessions?limit=3, newest first: slot and table play appear in Recent Activity as sessions. */
export function useRecentSessions() {
  return useQuery(apiQuery('listSessions', { query: { limit: RECENT_LIST.sessions } }));
}
