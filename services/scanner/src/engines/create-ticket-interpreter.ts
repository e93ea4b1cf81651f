import type { Logger } from '@tally/service-kit';
import { createLocalTicketReader, type LocalTicketReader } from '../local-ocr/local-ticket-reader';
import { createLocalEngine } from './local-engine';
import { createJsonAsker, createOpenAiEngine, type JsonAsker, type OpenAiSettings } from './openai-engine';
import type { TicketEngine, TicketImage, TicketInterpretation } from './ticket-interpreter';

export interface TicketInterpreterOptions {
  /** The OpenAI-compatible model, when configured; null reads locally only. */
  openAi: OpenAiSettings | null;
  ocr: { threads: number; queueLimit: number };
  logger: Logger;
  /** Replaces the local OCR reader (tests that need a deterministic one). */
  openLocalReader?: () => Promise<LocalTicketReader>;
}

/** The engine chain behind both scan routes and `npm run scan`. */
export interface TicketInterpreter {
  /** The model first when configured; a failed, invalid or late answer falls through to OCR and the parser. */
  interpretImage(image: TicketImage): Promise<TicketInterpretation>;
  /** The model first when configured, else (or on a bad answer) the parser. */
  interpretText(text: string): Promise<TicketInterpretation>;
  /** The model asker, shared with the racing result check (null without a key). */
  readonly asker: JsonAsker | null;
  close(): Promise<void>;
}

/** Builds the engine chain once per process: model (when configured), then the local reader. */
export function createTicketInterpreter(options: TicketInterpreterOptions): TicketInterpreter {
  const asker = options.openAi ? createJsonAsker(options.openAi, options.logger) : null;
  const local = createLocalEngine(options.openLocalReader ?? (() => createLocalTicketReader(options.ocr)));
  const chain: TicketEngine[] = [...(asker ? [createOpenAiEngine(asker)] : []), local];

  async function first(read: (engine: TicketEngine) => Promise<TicketInterpretation | null> | undefined): Promise<TicketInterpretation> {
    for (const engine of chain) {
      const found = await read(engine);
      // A model that found no ticket is not the last word: the OCR and the parser may still read one.
      if (found && (found.engine !== 'openai' || found.reading.fields.type !== 'unknown')) return found;
    }
    // The local engine always answers or throws, so this is only reached with an empty chain.
    throw new Error('No ticket engine answered');
  }

  return {
    asker,
    interpretImage: (image) => first((engine) => engine.interpretImage?.(image)),
    interpretText: (text) => first((engine) => engine.interpretText?.(text)),
    close: () => local.close(),
  };
}
