import { Router } from '@koa/router';
import { SaveSelfCheckRequest } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { toSelfCheck, type SelfChecksRepo } from '../db/self-checks.repo';
import { scoreSelfCheck } from '../domain/score-self-check';

/** The PGSI self-check: keep a scored result, list the person's own. Answers are never logged. */
export function selfChecksRoutes(deps: { selfChecks: SelfChecksRepo }) {
  const router = new Router<ServiceState>({ prefix: '/api/self-checks' });

  router.get('/', async (ctx) => {
    ctx.body = (await deps.selfChecks.list(requireUserId(ctx))).map(toSelfCheck);
  });

  router.post('/', async (ctx) => {
    const userId = requireUserId(ctx);
    const { answers } = SaveSelfCheckRequest.parse(ctx.request.body ?? {});
    const row = await deps.selfChecks.create({ userId, answers, ...scoreSelfCheck(answers) });
    ctx.status = 201;
    ctx.body = toSelfCheck(row);
  });
  return router;
}
