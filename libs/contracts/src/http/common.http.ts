import { z } from 'zod';
import { IsoDateTimeInput } from '../time';
import { strictQueryInt } from '../strict-number';

/** An answer that only carries a human-readable message. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** `:id` path parameter of a stored record. */
export const IdParams = z.object({ id: z.uuid({ error: 'Must be a valid id' }) });
export type IdParams = z.infer<typeof IdParams>;

/** `?limit=` on list reads. */
export const LimitParam = strictQueryInt({ min: 1, max: 1000, message: 'Limit must be a whole number between 1 and 1000' });

const startNotAfterEnd = (q: { startDate?: string; endDate?: string }) => !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate);
const DATE_ORDER = { message: 'startDate must not be after endDate', path: ['endDate'] };

/** `?startDate&endDate` (ISO timestamps), both required. */
export const DateRangeQuery = z.object({ startDate: IsoDateTimeInput, endDate: IsoDateTimeInput }).refine(startNotAfterEnd, DATE_ORDER);
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** `?startDate&endDate` (ISO timestamps), both optional; absent means unbounded on that side. */
export const OptionalDateRangeQuery = z.object({ startDate: IsoDateTimeInput.optional(), endDate: IsoDateTimeInput.optional() }).refine(startNotAfterEnd, DATE_ORDER);
export type OptionalDateRangeQuery = z.infer<typeof OptionalDateRangeQuery>;

/** The shared date-order rule, for query schemas that add more fields. */
export const dateRangeRefinement = { check: startNotAfterEnd, params: DATE_ORDER } as const;
