import { route } from '@tally/service-kit';
import { getStats } from '../domain/get-stats';
import type { LedgerDeps } from '../domain/ledger-work';

export function statsRoutes(deps: Pick<LedgerDeps, 'work' | 'readCache'>) {
  return [
    route('getStats', ({ userId, query }) =>
      deps.readCache.read(userId, `stats ${query.startDate ?? ''} ${query.endDate ?? ''}`, () => getStats(deps.work.repos, userId, query)),
    ),
  ];
}
