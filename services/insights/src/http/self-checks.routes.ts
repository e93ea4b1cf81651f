import { route } from '@tally/service-kit';
import { toSelfCheck, type SelfChecksRepo } from '../db/self-checks.repo';
import { scoreSelfCheck } from '../domain/score-self-check';

/** The PGSI self-check: keep a scored result, list the person's own. Answers are never logged. */
export function selfChecksRoutes(deps: { selfChecks: SelfChecksRepo }) {
  return [
    route('listSelfChecks', async ({ userId }) => (await deps.selfChecks.list(userId)).map(toSelfCheck)),
    route('saveSelfCheck', async ({ userId, body: { answers } }) => toSelfCheck(await deps.selfChecks.create({ userId, answers, ...scoreSelfCheck(answers) }))),
  ];
}
