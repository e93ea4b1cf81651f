import { Notice } from '@tally/ui';

/** What deleting an entry does, said before the person confirms it (ADR 0007). */
export function DeleteNotice({ what }: { what: string }) {
  return <Notice tone="warning">Delete this {what}? It comes out of your spend, reports, statements and limits. Limit alerts already sent stay in your notifications.</Notice>;
}
