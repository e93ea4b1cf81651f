import { z } from 'zod';

/**
 * Where a service listens: one URL, or several comma-separated (its replicas; the caller spreads its calls
 * over the ready ones, ADR 0014). Parsed to the list; a repeated URL is refused, as it would get a double share.
 * The gateway's `*_URL` and insights' `LEDGER_URL` read it the same way.
 */
export const replicaUrls = (fallback: string, what: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().url())
        .min(1, 'give at least one URL')
        .refine((urls) => new Set(urls).size === urls.length, 'each replica URL once'),
    )
    .describe(`${what}: its URL, or its replicas' URLs separated by commas`);
