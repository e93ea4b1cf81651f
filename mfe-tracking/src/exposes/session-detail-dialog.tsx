// Public surface: the session-detail dialog, so reports opens the same one home does. Props: { open, sessionId, onClose }.
import type { SessionDetailDialogProps } from '@tally/ui';
import SessionDetailDialog from '../features/sessions/components/session-detail-dialog';

export default function ExposedSessionDetailDialog({ open, sessionId, onClose }: SessionDetailDialogProps) {
  return <SessionDetailDialog open={open} sessionId={sessionId} onClose={onClose} />;
}
