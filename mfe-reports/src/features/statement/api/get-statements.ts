import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/** GET /api/statements: the months with activity, newest first, in the person's zone. */
export function useStatements() {
  return useQuery(apiQuery('listStatements'));
}
