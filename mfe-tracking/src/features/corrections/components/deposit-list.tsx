import { useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Deposit, Session } from '@tally/contracts';
import { formatActivityDate, formatMoney, showToast } from '@tally/ui';
import { SESSION_KINDS } from '../../sessions';
import { useDepositCorrections } from '../api/session-corrections';
import { EntryEditForm } from './entry-edit-form';

/**
 * A session's deposits or buy-ins, each with its time and amount, and Edit and Delete beside it: the session's total
 * follows, and so do spend and limits.
 */
export function DepositList({ session, deposits }: { session: Session; deposits: Deposit[] }) {
  const kind = SESSION_KINDS[session.type];
  const { correct, remove } = useDepositCorrections();
  const [editing, setEditing] = useState<string | null>(null);
  const formId = useId();
  if (deposits.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No {kind.payments} yet.
      </Typography>
    );
  return (
    <Box component="section" aria-labelledby={`${formId}-heading`}>
      <Typography id={`${formId}-heading`} variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {kind.countLabel}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {deposits.map((deposit) => (
          <Box component="li" key={deposit.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            {editing === deposit.id ? (
              <Stack spacing={1}>
                <EntryEditForm
                  formId={`${formId}-${deposit.id}`}
                  amountLabel={`${kind.payment[0].toUpperCase()}${kind.payment.slice(1)} amount`}
                  defaults={{ amount: deposit.amount }}
                  onSubmit={({ amount }) =>
                    correct.mutate(
                      { sessionId: session.id, depositId: deposit.id, amount },
                      {
                        onSuccess: () => {
                          showToast({ title: 'Changes saved', description: `The ${kind.payment} is now ${formatMoney(amount, 2)}.` });
                          setEditing(null);
                        },
                        onError: () => showToast({ title: 'Error', description: `Failed to save the ${kind.payment}. Please try again.`, variant: 'error' }),
                      },
                    )
                  }
                />
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button onClick={() => setEditing(null)}>Cancel</Button>
                  <Button type="submit" form={`${formId}-${deposit.id}`} variant="contained" disabled={correct.isPending}>
                    Save {kind.payment}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(deposit.amount, 2)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatActivityDate(deposit.createdAt)}
                  </Typography>
                </Box>
                <Button size="small" onClick={() => setEditing(deposit.id)} aria-label={`Edit the ${formatMoney(deposit.amount, 2)} ${kind.payment}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  aria-label={`Delete the ${formatMoney(deposit.amount, 2)} ${kind.payment}`}
                  onClick={() =>
                    remove.mutate(
                      { sessionId: session.id, depositId: deposit.id },
                      {
                        onSuccess: () => showToast({ title: 'Deleted', description: `The ${formatMoney(deposit.amount, 2)} ${kind.payment} was removed.`, variant: 'info' }),
                        onError: () => showToast({ title: 'Error', description: `Failed to delete the ${kind.payment}. Please try again.`, variant: 'error' }),
                      },
                    )
                  }
                >
                  Delete
                </Button>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
