import { z } from 'zod';

/** Wagering event types (an activity's subtype when type is wagering). */
export const WAGERING_SUBTYPES = ['Racing', 'Sports Betting'] as const;
export const WageringSubtype = z.enum(WAGERING_SUBTYPES);
export type WageringSubtype = z.infer<typeof WageringSubtype>;
