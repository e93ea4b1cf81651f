import { Button, Stack } from '@mui/material';
import type { Session } from '@tally/contracts';
import { formatActivityDate, formatMoney, formatSignedMoney } from '@tally/ui';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { formatSpan } from '../lib/format-duration';
import { SESSION_KINDS } from '../lib/session-kind';
import { sessionResult } from '../lib/session-result';
import { FactList, type Fact } from './fact-list';
import { SessionResultPreview } from './session-result-preview';

export interface SessionDetailDialogProps {
  open: boolean;
  session: Session;
  onClose: () => void;
}

/** A finished session's summary: type, venue, start and end, duration, money in and out, net result. */
export default function SessionDetailDialog({ open, session, onClose }: SessionDetailDialogProps) {
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
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title="Session Details"
      subtitle={`${kind.dialogTitle}${session.venue ? ` · ${session.venue}` : ''}`}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <Stack spacing={2}>
        {result ? <SessionResultPreview result={result} totalDeposited={session.totalDeposited} /> : null}
        <FactList facts={facts} />
      </Stack>
    </ResponsiveDialog>
  );
}
