import { Router } from '@koa/router';
import { BankCheckDecisionParams, BankCheckMonthParams, KeepBankMonthsRequest, PutBankCheckDecisionRequest } from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import { addBankDifference } from '../domain/add-bank-difference';
import { decideDescriptor, getBankCheck, keepBankMonths } from '../domain/bank-check';
import type { LedgerDeps } from '../domain/ledger-work';

/** The bank check: sums kept from a statement read on the device, beside Tally's months, in the token's zone. */
export function bankCheckRoutes(deps: LedgerDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/bank-check', async (ctx) => {
    ctx.body = await getBankCheck(deps, requireUserId(ctx), callerTimeZone(ctx));
  });

  router.put('/api/bank-check/months', async (ctx) => {
    const userId = requireUserId(ctx);
    const request = KeepBankMonthsRequest.parse(ctx.request.body);
    ctx.body = await keepBankMonths(deps, userId, request, callerTimeZone(ctx));
  });

  router.put('/api/bank-check/decisions/:descriptorKey', async (ctx) => {
    const userId = requireUserId(ctx);
    const { descriptorKey } = BankCheckDecisionParams.parse(ctx.params);
    const { decision } = PutBankCheckDecisionRequest.parse(ctx.request.body);
    ctx.body = await decideDescriptor(deps, userId, { descriptorKey, decision });
  });

  router.post('/api/bank-check/months/:month/difference', async (ctx) => {
    const userId = requireUserId(ctx);
    const { month } = BankCheckMonthParams.parse(ctx.params);
    ctx.status = 201;
    ctx.body = await addBankDifference(deps, userId, month, callerTimeZone(ctx));
  });
  return router;
}
