import { route } from '@tally/service-kit';
import { getStatement, listStatements } from '../domain/get-statement';
import type { LedgerDeps } from '../domain/ledger-work';

/** The monthly activity statement, in the zone the gateway's token carries. */
export function statementsRoutes(deps: LedgerDeps) {
  return [
    route('listStatements', ({ userId, timeZone }) => listStatements(deps, userId, timeZone)),

    route('getStatement', ({ userId, params: { month }, timeZone }) => getStatement(deps, userId, month, timeZone)),

    route('getStatementPdf', async ({ userId, params: { month }, timeZone, ctx }) => {
      const statement = await getStatement(deps, userId, month, timeZone);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="tally-statement-${month}.pdf"`);
      ctx.body = await deps.renderStatementPdf(statement, deps.clock());
    }),
  ];
}
