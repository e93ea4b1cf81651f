import os from 'node:os';
import { z } from 'zod';
import { baseConfigSchema, defaultPorts } from '@tally/service-kit';

const MINUTE = 60_000;
const ms = (fallback: number, description: string) => z.coerce.number().int().min(1).default(fallback).describe(description);

export const scannerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.scanner).describe('Port scanner listens on'),
  OPENAI_API_KEY: z.string().optional().describe('Key of an OpenAI-compatible API; unset means tickets are read and checked locally only'),
  OPENAI_BASE_URL: z.string().url().optional().describe('Base URL of an OpenAI-compatible server (e.g. a local one); unset means api.openai.com'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('Model that reads ticket photos and text, and looks up race results'),
  OPENAI_TIMEOUT_MS: ms(20_000, 'How long one OpenAI call may take before the local reader answers instead'),
  OCR_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())).describe('OCR threads of the local reader (default: the number of cores)'),
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(0).default(8).describe('Photos that may wait for an OCR thread before scans answer 503 (busy)'),
  LOTTERY_RESULTS_URL: z
    .string()
    .url()
    .optional()
    .describe('Lottery results feed (GET ?game=&draw=|date= answering LotteryDrawResult); unset means lottery tickets are left undetermined'),
  RESULT_CHECK_RACE_DELAY_MS: ms(30 * MINUTE, 'A race ticket is checked this long after the race starts'),
  RESULT_CHECK_DRAW_DELAY_MS: ms(60 * MINUTE, 'A draw lottery ticket is checked this long after its draw'),
  RESULT_CHECK_DEFAULT_DELAY_MS: ms(24 * 60 * MINUTE, 'A ticket with no known event time is checked this long after it was logged'),
  RESULT_CHECK_RETRY_MS: ms(60 * MINUTE, 'Wait before asking again when the draw results are not published yet'),
  RESULT_CHECK_RETRIES: z.coerce.number().int().min(0).max(48).default(6).describe('Times to ask again for unpublished results before giving up (undetermined)'),
  SCAN_KEEP_MS: ms(30 * 24 * 60 * MINUTE, 'A kept scan never logged as an activity, or whose result check finished, is removed after this long'),
});
export type ScannerConfig = z.infer<typeof scannerConfigSchema>;
