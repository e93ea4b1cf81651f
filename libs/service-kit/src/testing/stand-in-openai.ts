// An OpenAI-compatible chat completions server on loopback, for the services that use the openai client
// (scanner's ticket reading, insights' text): tests script its answers and read what it was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completions request the stand-in received. */
export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    response_format?: { type: string };
    messages: Array<{ role: string; content: string | Array<{ type: string; text?: string; image_url?: { url: string } }> }>;
  };
}

/** How the stand-in answers: the assistant message's content, an HTTP status, or a delay first. */
export interface StandInAnswer {
  content?: string;
  status?: number;
  delayMs?: number;
}

/**
 * A local stand-in for an OpenAI-compatible server: `POST /v1/chat/completions` answers with what
 * the test set (`answerWith`) in the chat completion shape, and keeps every request for inspection.
 */
export async function startStandInOpenAi() {
  const requests: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let answer: (request: SeenRequest) => StandInAnswer = () => ({ status: 500 });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const seen: SeenRequest = { path: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) };
      requests.push(seen);
      const { content = '', status = 200, delayMs = 0 } = answer(seen);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        if (status !== 200) {
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: seen.body.model,
            choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: (request: SeenRequest) => StandInAnswer) {
      answer = next;
    },
    /** Answers every request with this JSON as the assistant's content. */
    answerJson(value: unknown) {
      answer = () => ({ content: JSON.stringify(value) });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type StandInOpenAi = Awaited<ReturnType<typeof startStandInOpenAi>>;
