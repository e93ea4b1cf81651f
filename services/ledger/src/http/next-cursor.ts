import { NEXT_CURSOR_HEADER, encodePageCursor, type PageCursor } from '@tally/contracts';
import type { ServiceContext } from '@tally/service-kit';

/** A full page may have a next one: its cursor goes in X-Next-Cursor (the body stays a plain array). */
export function setNextCursor<T>(ctx: ServiceContext, rows: T[], limit: number, cursorOf: (last: T) => PageCursor): void {
  if (rows.length === limit && rows.length > 0) ctx.set(NEXT_CURSOR_HEADER, encodePageCursor(cursorOf(rows[rows.length - 1])));
}
