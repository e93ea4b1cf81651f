import { z } from 'zod';
import { LEDGER_MESSAGES } from '../messages';

/**
 * Where the next page of a list starts: the last item's time and id, and for activity lists
 * whether it was pending (pending items come first). Sent by the server in `X-Next-Cursor`,
 * passed back unchanged as `?cursor=`; clients treat it as opaque text.
 */
export interface PageCursor {
  at: Date;
  id: string;
  pending?: boolean;
}

const CURSOR_PATTERN = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:_([pc]))?$/;

/** "1740787200000_<uuid>_p": URL-safe, no encoding step on either side. */
export function encodePageCursor(cursor: PageCursor): string {
  const flag = cursor.pending === undefined ? '' : cursor.pending ? '_p' : '_c';
  return `${cursor.at.getTime()}_${cursor.id}${flag}`;
}

/** `?cursor=` as sent back by a client. */
export const PageCursorParam = z
  .string({ error: LEDGER_MESSAGES.cursorInvalid })
  .max(60, LEDGER_MESSAGES.cursorInvalid)
  .transform((text, ctx): PageCursor => {
    const match = CURSOR_PATTERN.exec(text);
    const at = match ? new Date(Number(match[1])) : null;
    if (!match || !at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.cursorInvalid });
      return z.NEVER;
    }
    return { at, id: match[2], ...(match[3] ? { pending: match[3] === 'p' } : {}) };
  })
  .describe('Opaque cursor from the X-Next-Cursor header of the previous page');
