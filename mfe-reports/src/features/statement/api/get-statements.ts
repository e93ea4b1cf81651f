import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';

/** GET /api/statements: the months with activity, newest first, in the person's zone. */
export const statementsKey = ['/api/statements'] as const;

export function useStatements() {
  return useQuery<ApiAnswer<'listStatements'>>({ queryKey: statementsKey });
}
