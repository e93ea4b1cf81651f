import { z } from 'zod';

/** A UTC or offset ISO-8601 timestamp in a request ("2025-03-01T13:00:00.000Z", "...+11:00"). */
export const IsoDateTimeInput = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

/** A timestamp in an answer: always UTC with a Z, as `Date.prototype.toISOString()` writes it. */
export const IsoDateTime = z.iso.datetime({ error: 'Must be an ISO date-time in UTC' });

/** A calendar date ("2025-03-01"). */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
