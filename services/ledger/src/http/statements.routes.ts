import { Router } from '@koa/router';
import { StatementParams } from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import { getStatement, listStatements } from '../domain/get-statement';
import type { LedgerDeps } from '../domain/ledger-work';
import { renderStatementPdf } from '../domain/statement-pdf';

/** The monthly activity statement, in the zone the gateway's token carries. */
export function statementsRoutes(deps: LedgerDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/statements', async (ctx) => {
    ctx.body = await listStatements(deps, requireUserId(ctx), callerTimeZone(ctx));
  });

  router.get('/api/statements/:month', async (ctx) => {
    const userId = requireUserId(ctx);
    const { month } = StatementParams.parse(ctx.params);
    ctx.body = await getStatement(deps, userId, month, callerTimeZone(ctx));
  });

  router.get('/api/statements/:month/pdf', async (ctx) => {
    const userId = requireUserId(ctx);
    const { month } = StatementParams.parse(ctx.params);
    const statement = await getStatement(deps, userId, month, callerTimeZone(ctx));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="tally-statement-${month}.pdf"`);
    ctx.body = await renderStatementPdf(statement, deps.clock());
  });
  return router;
}
