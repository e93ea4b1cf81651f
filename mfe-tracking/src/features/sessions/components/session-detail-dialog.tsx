import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import type { Session } from '@tally/contracts';
import { ApiError, formatActivityDate, formatMoney, formatSignedMoney, Notice, showToast, Spinner } from '@tally/ui';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useDeleteSession, useSessionDetail, DeleteNotice, DepositList } from '../../corrections';
import { formatSpan } from '../lib/format-duration';
import { SESSION_KINDS } from '../lib/session-kind';
import { sessionResult } from '../lib/session-result';
import { FactList, type Fact } from './fact-list';
import { SessionResultPreview } from './session-result-preview';

export interface SessionDetailDialogProps {
  open: boolean;
  sessionId: string;
  /** The list's copy, shown at once (home); without it (reports) the dialog waits for its own read. */
  session?: Session;
  onClose: () => void;
}

/**
 * A session's summary (type, venue, start and end, duration, money in and out, net result) with each deposit or
 * buy-in, which can be corrected or deleted, and the session itself deleted. Opened from a list with the list's
 * copy, then its own read (with the deposits) takes over.
 */
export default function SessionDetailDialog({ open, sessionId, session: listed, onClose }: SessionDetailDialogProps) {
  const detail = useSessionDetail(sessionId);
  const remove = useDeleteSession();
  const [deleting, setDeleting] = useState(false);
  const session = detail.data?.session ?? listed;
  if (!session) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <ResponsiveDialog open={open} onClose={onClose} title="Session Details" actions={<Button onClick={onClose}>Close</Button>}>
        {detail.isError ? (
          <Notice tone="error" action={notFound ? undefined : <Button onClick={() => void detail.refetch()}>Retry</Button>}>
            {notFound ? 'This session was not found.' : 'Could not load this session.'}
          </Notice>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner label="Loading session" />
          </Box>
        )}
      </ResponsiveDialog>
    );
  }
  const kind = SESSION_KINDS[session.type];
  const result = session.finalAmount === null ? null : sessionResult(session.totalDeposited, session.finalAmount);
  const facts: Fact[] = [
    { label: 'Type', value: `${kind.name} (${session.type === 'slot' ? 'slot' : 'table'} session)` },
    ...(session.venue ? [{ label: 'Venue', value: session.venue }] : []),
    { label: 'Started', value: formatActivityDate(session.startedAt) },
    { label: 'Ended', value: session.endedAt ? formatActivityDate(session.endedAt) : 'Still active' },
    ...(session.endedAt ? [{ label: 'Duration', value: formatSpan(session.startedAt, session.endedAt) }] : []),
    { label: kind.totalLabel, value: formatMoney(session.totalDeposited, 2) },
    { label: kind.countLabel, value: session.depositsCount },
    ...(session.finalAmount === null ? [] : [{ label: 'Final Amount', value: formatMoney(session.finalAmount, 2) }]),
    ...(result ? [{ label: 'Net Result', value: formatSignedMoney(result.net, 2) }] : []),
  ];
  const confirmDelete = () =>
    remove.mutate(session.id, {
      onSuccess: () => {
        showToast({ title: 'Deleted', description: `The ${kind.name.toLowerCase()} session and its ${kind.payments} were removed.`, variant: 'info' });
        onClose();
      },
      onError: () => showToast({ title: 'Error', description: 'Failed to delete the session. Please try again.', variant: 'error' }),
    });
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title="Session Details"
      subtitle={`${kind.dialogTitle}${session.venue ? ` · ${session.venue}` : ''}`}
      actions={
        deleting ? (
          <>
            <Button onClick={() => setDeleting(false)}>Keep It</Button>
            <Button variant="contained" color="error" disabled={remove.isPending} onClick={confirmDelete}>
              Yes, Delete Session
            </Button>
          </>
        ) : (
          <>
            <Button color="error" onClick={() => setDeleting(true)}>
              Delete Session
            </Button>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2}>
        {deleting ? <DeleteNotice what={`session and its ${kind.payments}`} /> : null}
        {result ? <SessionResultPreview result={result} totalDeposited={session.totalDeposited} /> : null}
        <FactList facts={facts} />
        {detail.data ? (
          <DepositList session={detail.data.session} deposits={detail.data.deposits} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
            <Spinner label={`Loading ${kind.payments}`} />
          </Box>
        )}
      </Stack>
    </ResponsiveDialog>
  );
}
