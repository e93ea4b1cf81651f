import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';

/** GET /api/statements/:month: one month's statement ('YYYY-MM'). */
export function useStatement(month: string) {
  return useQuery<ApiAnswer<'getStatement'>>({ queryKey: ['/api/statements', month] });
}

/** Where the browser downloads the month's PDF (a plain link: the session cookie goes with it). */
export const statementPdfHref = (month: string) => `/api/statements/${month}/pdf`;
