import OpenAI from 'openai';
import type { Logger } from '@tally/service-kit';
import type { JsonModel } from '../domain/text/model-text-writer';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

/**
 * The insight writer's model: an OpenAI-compatible chat completions API asked for a JSON object.
 * A failed or late call answers null (logged), and the local text is used. No retries: a person is waiting.
 */
export function createOpenAiJsonModel(settings: OpenAiSettings, logger: Logger): JsonModel {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: 0 });
  return async (system, user) => {
    try {
      const completion = await client.chat.completions.create({
        model: settings.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      });
      return completion.choices[0]?.message?.content ?? '';
    } catch (err) {
      logger.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'The OpenAI insight call failed; using the local text');
      return null;
    }
  };
}
