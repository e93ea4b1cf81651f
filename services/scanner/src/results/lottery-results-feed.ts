import { LotteryDrawResult } from '@tally/contracts';
import type { Logger } from '@tally/service-kit';

/** One draw of a ticket, by its number or (when the ticket shows none) its date. */
export interface DrawQuery {
  game: string;
  drawNumber: number | null;
  drawDate: string | null;
}

export type DrawLookup = { status: 'published'; result: LotteryDrawResult } | { status: 'not-published' } | { status: 'failed'; reason: string };

/** Where draw results come from (the port; the HTTP feed is its one adapter). */
export interface LotteryResultsProvider {
  findDraw(query: DrawQuery): Promise<DrawLookup>;
}

/**
 * The results feed at LOTTERY_RESULTS_URL (contract: LotteryDrawResult in libs/contracts):
 * `GET {url}?game=…&draw=…` or `…&date=…`; 404 means not published yet. An answer for another
 * game or draw than asked, or one breaking the contract, is a failure, never a result.
 */
export function createHttpLotteryResults(options: { url: string; timeoutMs: number; logger: Logger }): LotteryResultsProvider {
  return {
    async findDraw(query) {
      const url = new URL(options.url);
      url.searchParams.set('game', query.game);
      if (query.drawNumber !== null) url.searchParams.set('draw', String(query.drawNumber));
      else if (query.drawDate !== null) url.searchParams.set('date', query.drawDate);
      else return { status: 'failed', reason: 'the ticket shows neither a draw number nor a draw date' };
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (err) {
        options.logger.warn({ err: { message: (err as Error).message }, game: query.game }, 'The lottery results feed did not answer');
        return { status: 'failed', reason: 'the results feed did not answer' };
      }
      if (response.status === 404) return { status: 'not-published' };
      if (!response.ok) return { status: 'failed', reason: `the results feed answered ${response.status}` };
      const parsed = LotteryDrawResult.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) return { status: 'failed', reason: 'the results feed answered something unreadable' };
      const result = parsed.data;
      const sameDraw = query.drawNumber !== null ? result.drawNumber === query.drawNumber : result.drawDate === query.drawDate;
      if (!sameDraw || normaliseGame(result.game) !== normaliseGame(query.game)) return { status: 'failed', reason: 'the results feed answered for another draw' };
      // Numbers out but no dividends yet: every ticket would look like a loss.
      if (result.dividends.length === 0) return { status: 'not-published' };
      return { status: 'published', result };
    },
  };
}

const normaliseGame = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
