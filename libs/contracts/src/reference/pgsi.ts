import { z } from 'zod';
import type { ReferenceSource } from './helpline';

/** The PGSI bands, lowest first (shared/reference/warning-signs.json). */
export const PGSI_BAND_IDS = ['non-problem', 'low-risk', 'moderate-risk', 'problem'] as const;
export const PgsiBandId = z.enum(PGSI_BAND_IDS);
export type PgsiBandId = z.infer<typeof PgsiBandId>;

export interface PgsiBand {
  id: PgsiBandId;
  /** Lowest and highest total score of the band, inclusive. */
  min: number;
  max: number;
  label: string;
  meaning: string;
}

/** The nine-question Problem Gambling Severity Index: questions, answer scores (0 to 3) and bands. */
export interface PgsiReference {
  name: string;
  timeframe: string;
  intro: string;
  answerOptions: ReadonlyArray<{ label: string; score: number }>;
  questions: ReadonlyArray<{ n: number; question: string; plain: string }>;
  maxScore: number;
  bands: readonly PgsiBand[];
  disclaimer: string;
  sources: readonly ReferenceSource[];
}
