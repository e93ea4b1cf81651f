import { PGSI, type PgsiBandId } from '@tally/contracts';

/** A scored PGSI self-check. */
export interface SelfCheckScore {
  score: number;
  band: PgsiBandId;
}

/**
 * Scores nine PGSI answers (each 0 to 3, already validated) the way the reference does: the total,
 * and the band whose range holds it. The client's own idea of its score is never asked for.
 */
export function scoreSelfCheck(answers: readonly number[]): SelfCheckScore {
  const score = answers.reduce((sum, answer) => sum + answer, 0);
  const band = PGSI.bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new Error(`No PGSI band holds the score ${score}`);
  return { score, band: band.id };
}
