import { Stack, Typography } from '@mui/material';
import type { Session } from '@tally/contracts';
import { formatMoney, showToast, saveFailedToast } from '@tally/ui';
import { useQueryClient } from '@tanstack/react-query';
import { deleteDeposit, useSessionDetail, DepositList, withUndo } from '../../corrections';
import { useAddDeposit } from '../api/add-deposit';
import { formatStartTime } from '../lib/format-start-time';
import { SESSION_KINDS } from '../lib/session-kind';
import { CustomAmountForm } from './custom-amount-form';
import { QuickAddGrid } from './quick-add-grid';
import { SessionStatTiles } from './session-stat-tiles';

/** The session in progress: its totals, and deposits (slot) or buy-ins (table) by preset or any amount. */
export function ActiveSessionPanel({ session }: { session: Session }) {
  const kind = SESSION_KINDS[session.type];
  const addDeposit = useAddDeposit();
  const queryClient = useQueryClient();
  // Each deposit or buy-in so far, to correct or delete one.
  const detail = useSessionDetail(session.id);

  const add = (amount: number | string) =>
    addDeposit.mutateAsync(
      { sessionId: session.id, amount },
      {
        // A limit reached was already said (useAddDeposit), in one toast that also says what was added.
        onSuccess: ({ deposit, session: updated, spendLimits }) => {
          if (spendLimits?.length) return;
          const added = { title: kind.addedTitle, description: `${formatMoney(deposit.amount, 2)} added. ${kind.totalLabel}: ${formatMoney(updated.totalDeposited, 2)}.` };
          showToast(withUndo(added, queryClient, { what: kind.payment, run: () => deleteDeposit(session.id, deposit.id) }));
        },
        onError: (error) => showToast(saveFailedToast(error, { title: 'Error', description: kind.addFailed, variant: 'error' })),
      },
    );

  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {session.venue ? `${session.venue} · ` : ''}Started {formatStartTime(session.startedAt)}
      </Typography>
      <SessionStatTiles session={session} />
      {/* The failure is already a toast: the promise's rejection needs no second handler. */}
      <QuickAddGrid busy={addDeposit.isPending} onAdd={(amount) => void add(amount).catch(() => undefined)} />
      <CustomAmountForm busy={addDeposit.isPending} onAdd={add} />
      {detail.data && detail.data.deposits.length > 0 ? <DepositList session={detail.data.session} deposits={detail.data.deposits} /> : null}
    </Stack>
  );
}
