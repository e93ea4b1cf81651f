import { Typography } from '@mui/material';
import type { Session, SessionType } from '@tally/contracts';
import { formatActivityDate, Notice } from '@tally/ui';
import { SESSION_KINDS } from '../lib/session-kind';

/** Only one session runs at a time: says which one is, before another of the other type can start. */
export function OtherSessionNotice({ active, wanted }: { active: Session; wanted: SessionType }) {
  const kind = SESSION_KINDS[active.type];
  return (
    <Notice tone="info">
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        You have an active {kind.name} session{active.venue ? ` at ${active.venue}` : ''}, started {formatActivityDate(active.startedAt)}.
      </Typography>
      End it before starting a {SESSION_KINDS[wanted].name.toLowerCase()} session, or open it to keep adding {kind.payments}.
    </Notice>
  );
}
