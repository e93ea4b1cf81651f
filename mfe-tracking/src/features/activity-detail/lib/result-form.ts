import { ActivityResultRequest } from '@tally/contracts';
import { z } from 'zod';

/**
 * The result form on the contract's rules (ActivityResultRequest): Win or Loss must be chosen, and
 * a win amount, when given, is 0 or more with at most 2 decimals. Form-only shapes: isCompleted is
 * implied, and an empty win amount field means "none" rather than an invalid amount.
 */
export const ResultFormSchema = ActivityResultRequest.omit({ isCompleted: true }).extend({
  winAmount: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), ActivityResultRequest.shape.winAmount),
});
export type ResultFormInput = z.input<typeof ResultFormSchema>;
export type ResultFormValues = z.output<typeof ResultFormSchema>;

/** The PATCH body for a checked form: a loss carries no win amount. */
export function toUpdateRequest(values: ResultFormValues): ActivityResultRequest {
  return { isCompleted: true, isWin: values.isWin, winAmount: values.isWin ? (values.winAmount ?? null) : null };
}
