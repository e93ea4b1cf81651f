import type { QueryClient } from '@tanstack/react-query';
import { showToast, type Toast, type ToastAction } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** What Undo takes back: its name in the toast ('wager', 'deposit') and the deletion that does it. */
export interface UndoAdd {
  what: string;
  run: () => Promise<unknown>;
}

/**
 * The Undo button of the toast that follows an add (wager, ticket, session start, deposit or buy-in). Undo deletes
 * what was just added, says so, and refreshes every ledger read; a failure says it plainly and points at the detail
 * dialog's Delete.
 */
export function undoAction(queryClient: QueryClient, undo: UndoAdd): ToastAction {
  return {
    label: 'Undo',
    onClick: () => {
      undo
        .run()
        .then(() => {
          showToast({ title: 'Undone', description: `The ${undo.what} was removed. It no longer counts in your spend or limits.`, variant: 'info' });
          return refreshLedgerQueries(queryClient);
        })
        .catch(() => showToast({ title: 'Error', description: `Could not undo the ${undo.what}. Open it from your activity to delete it.`, variant: 'error' }));
    },
  };
}

/** The toast with Undo. */
export const withUndo = (toast: Toast, queryClient: QueryClient, undo: UndoAdd): Toast => ({ ...toast, action: undoAction(queryClient, undo) });
