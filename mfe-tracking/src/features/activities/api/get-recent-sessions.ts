import { useQuery } from '@tanstack/react-query';
import { RECENT_LIST, type ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/sessions?limit=3, newest first: slot and table play appear in Recent Activity as sessions. */
export function useRecentSessions() {
  return useQuery<ApiAnswer<'listSessions'>>({ queryKey: queryKeys.recentSessions(RECENT_LIST.sessions) });
}
