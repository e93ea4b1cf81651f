import { z } from 'zod';
import { baseConfigSchema, defaultPorts, replicaUrls } from '@tally/service-kit';

export const insightsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.insights).describe('Port insights listens on'),
  // Several ledgers: insights spreads its reads over them as the gateway does (ADR 0014); in Kubernetes one Service URL does that.
  LEDGER_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.ledger}`, "Where the ledger listens (insights reads a person's records from its internal route)"),
  LEDGER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10_000)
    .describe('How long one ledger replica may take to answer the records read; a read with no answer is made once more on another replica, then answers 503'),
  OPENAI_API_KEY: z.string().optional().describe('Key of an OpenAI-compatible API that writes the insight text from the markers; unset means the local engine writes it'),
  OPENAI_BASE_URL: z.string().url().optional().describe('Base URL of an OpenAI-compatible server (e.g. a local one); unset means api.openai.com'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('Model that writes the insight text'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000).describe('How long one OpenAI call may take before the local text is used'),
});
export type InsightsConfig = z.infer<typeof insightsConfigSchema>;
