import { route } from '@tally/service-kit';
import { toSelfCheck } from '../db/self-checks.repo';
import type { InsightsDeps } from '../domain/insights-work';
import { scoreSelfCheck } from '../domain/score-self-check';

/** The PGSI self-check: keep a scored result, list the person's own. Answers are never logged. */
export function selfChecksRoutes(deps: Pick<InsightsDeps, 'work'>) {
  return [
    route('listSelfChecks', async ({ userId }) => (await deps.work.repos.selfChecks.list(userId)).map(toSelfCheck)),
    // In a unit of work, so an idempotent save keeps its result in the same transaction as its key.
    route('saveSelfCheck', async ({ userId, body: { answers } }) =>
      toSelfCheck(await deps.work.run(({ selfChecks }) => selfChecks.create({ userId, answers, ...scoreSelfCheck(answers) }))),
    ),
  ];
}
