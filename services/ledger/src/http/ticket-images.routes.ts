import { ERROR_CODES, LEDGER_MESSAGES } from '@tally/contracts';
import { NotFoundError, route } from '@tally/service-kit';
import type { LedgerDeps } from '../domain/ledger-work';

const notFound = () => new NotFoundError(LEDGER_MESSAGES.ticketImageNotFound, ERROR_CODES.ticketImageNotFound);

/**
 * GET /api/activities/:id/ticket-image: the owner's ticket photo as an image; anyone else gets 404.
 * An activity's image never changes, so its id is its ETag; but the browser must ask each time
 * ("no-cache"), so the owner check runs on every view, even for a copy it kept (a shared device).
 */
export function ticketImagesRoutes(deps: Pick<LedgerDeps, 'work'>) {
  return [
    route('getActivityTicketImage', async ({ userId, params: { id }, ctx }) => {
      const etag = `"${id}"`;
      ctx.set('Cache-Control', 'private, no-cache');
      if (ctx.get('If-None-Match') === etag) {
        if (!(await deps.work.repos.ticketImages.existsOwned(userId, id))) throw notFound();
        ctx.status = 304;
        ctx.set('ETag', etag);
        return;
      }
      const found = await deps.work.repos.ticketImages.findOwned(userId, id);
      if (!found) throw notFound();
      ctx.type = found.contentType;
      ctx.set('ETag', etag);
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.body = found.image;
    }),
  ];
}
