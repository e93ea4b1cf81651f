import { z } from 'zod';
import { PgsiBandId } from '../reference/pgsi';

/** The number of PGSI questions: a self-check answers every one. */
export const PGSI_QUESTION_COUNT = 9;

/** One answer: Never 0, Sometimes 1, Most of the time 2, Almost always 3. */
const PgsiAnswer = z
  .number({ error: 'Each answer must be a number from 0 to 3.' })
  .int('Each answer must be a number from 0 to 3.')
  .min(0, 'Each answer must be a number from 0 to 3.')
  .max(3, 'Each answer must be a number from 0 to 3.');

/** POST /api/self-checks: the nine answers, in question order. The score and band are worked out by the server. */
export const SaveSelfCheckRequest = z.strictObject({
  answers: z.array(PgsiAnswer).length(PGSI_QUESTION_COUNT, 'Answer all 9 questions.'),
});
export type SaveSelfCheckRequest = z.infer<typeof SaveSelfCheckRequest>;

/** A saved PGSI self-check: its answers, total score (0 to 27) and band. */
export const SelfCheck = z.object({
  id: z.string().uuid(),
  answers: z.array(z.number().int().min(0).max(3)).length(PGSI_QUESTION_COUNT),
  score: z.number().int().min(0).max(27),
  band: PgsiBandId,
  createdAt: z.string().datetime(),
});
export type SelfCheck = z.infer<typeof SelfCheck>;

export const SaveSelfCheckResponse = SelfCheck;
/** GET /api/self-checks: the person's own self-checks, newest first. */
export const ListSelfChecksResponse = z.array(SelfCheck);
