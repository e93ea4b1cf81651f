import { useQuery } from '@tanstack/react-query';
import { apiQuery, apiUrl } from '@tally/ui';

/** GET /api/statements/:month: one month's statement ('YYYY-MM'). */
export function useStatement(month: string) {
  return useQuery(apiQuery('getStatement', { params: { month } }));
}

/** Where the browser downloads the month's PDF (a plain link: the session cookie goes with it). */
export const statementPdfHref = (month: string) => apiUrl('getStatementPdf', { params: { month } });
