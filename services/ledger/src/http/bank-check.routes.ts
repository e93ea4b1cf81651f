import { route } from '@tally/service-kit';
import { addBankDifference } from '../domain/add-bank-difference';
import { decideDescriptor, getBankCheck, keepBankMonths } from '../domain/bank-check';
import type { LedgerDeps } from '../domain/ledger-work';

/** The bank check: sums kept from a statement read on the device, beside Tally's months, in the token's zone. */
export function bankCheckRoutes(deps: LedgerDeps) {
  return [
    route('getBankCheck', ({ userId, timeZone }) => getBankCheck(deps, userId, timeZone)),
    route('keepBankMonths', ({ userId, body, timeZone }) => keepBankMonths(deps, userId, body, timeZone)),
    route('putBankCheckDecision', ({ userId, params: { descriptorKey }, body: { decision } }) => decideDescriptor(deps, userId, { descriptorKey, decision })),
    route('addBankCheckDifference', ({ userId, params: { month }, timeZone }) => addBankDifference(deps, userId, month, timeZone)),
  ];
}
