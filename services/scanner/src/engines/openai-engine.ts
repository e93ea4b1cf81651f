import OpenAI from 'openai';
import type { z } from 'zod';
import type { Logger } from '@tally/service-kit';
import { AiTicketAnswer, TICKET_PROMPT, toReading } from './ai-ticket-answer';
import type { TicketEngine, TicketImage, TicketInterpretation } from './ticket-interpreter';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

type Content = OpenAI.Chat.Completions.ChatCompletionContentPart[] | string;

/**
 * One JSON question to an OpenAI-compatible chat completions API, its answer checked against `schema`.
 * Null when the call fails or runs late, or the answer is not JSON or breaks the schema; the caller then
 * falls back. No retries: a person is waiting, and the local reader answers instead.
 */
export interface JsonAsker {
  ask<S extends z.ZodType>(what: string, system: string, content: Content, schema: S): Promise<z.infer<S> | null>;
}

export function createJsonAsker(settings: OpenAiSettings, logger: Logger): JsonAsker {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: 0 });
  return {
    async ask(what, system, content, schema) {
      let text: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content },
          ],
        });
        text = completion.choices[0]?.message?.content;
      } catch (err) {
        logger.warn({ err: { name: (err as Error).name, message: (err as Error).message }, what }, 'The OpenAI call failed; falling back');
        return null;
      }
      let json: unknown;
      try {
        json = JSON.parse(stripFence(text ?? ''));
      } catch {
        logger.warn({ what }, 'The OpenAI answer was not JSON; falling back');
        return null;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        logger.warn({ what, issues: parsed.error.issues.slice(0, 5) }, 'The OpenAI answer broke its schema; falling back');
        return null;
      }
      return parsed.data;
    },
  };
}

/** Some compatible servers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return fenced ? fenced[1]! : text;
}

/** Reads a ticket photo (sent as a data URL) or a ticket's text with the configured model. */
export function createOpenAiEngine(asker: JsonAsker): TicketEngine {
  const interpret = async (what: string, content: Content): Promise<TicketInterpretation | null> => {
    const answer = await asker.ask(what, TICKET_PROMPT, content, AiTicketAnswer);
    if (!answer) return null;
    const { reading, rawText } = toReading(answer);
    return { reading, rawText, engine: 'openai' };
  };
  return {
    name: 'openai',
    interpretImage: (image: TicketImage) =>
      interpret('ticket image', [
        { type: 'text', text: 'Read this ticket photo.' },
        { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.bytes.toString('base64')}`, detail: 'high' } },
      ]),
    interpretText: (text: string) => interpret('ticket text', `Read this ticket from the text recognised on it (it may contain OCR mistakes):\n\n${text}`),
  };
}
