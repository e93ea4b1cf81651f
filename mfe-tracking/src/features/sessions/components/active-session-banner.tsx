import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Session } from '@tally/contracts';
import { useActiveSession } from '../api/get-active-session';
import { formatStartTime } from '../lib/format-start-time';
import { SESSION_KINDS } from '../lib/session-kind';
import { SessionStatTiles } from './session-stat-tiles';
import { SessionTypeIcon } from './session-type-icon';

export interface ActiveSessionBannerProps {
  /** Add was chosen: home opens the session dialog on its active-session panel. */
  onOpen: (session: Session) => void;
  /** End Session was chosen: home opens the End Session dialog. */
  onEnd: (session: Session) => void;
}

/**
 * Home's banner for the session in progress (spec section 2): what, where, for how long, and how
 * much has gone in, with Add and End Session at hand. Nothing is shown while there is none. The
 * poll (every 3 s) keeps the same object while nothing changed, and the tiles have fixed columns,
 * so the banner never shifts as it refreshes; only the elapsed time ticks.
 */
export function ActiveSessionBanner({ onOpen, onEnd }: ActiveSessionBannerProps) {
  const { data: session } = useActiveSession();
  const headingId = useId();
  if (!session) return null;
  const kind = SESSION_KINDS[session.type];

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'primary.main', bgcolor: '#f0fdfa', borderRadius: 3, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', flexShrink: 0 }}>
          <SessionTypeIcon type={session.type} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h2">
            Active {kind.name} Session
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {session.venue ? `${session.venue} · ` : ''}Started {formatStartTime(session.startedAt)}
          </Typography>
        </Box>
      </Stack>
      <SessionStatTiles session={session} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => onOpen(session)} sx={{ flex: 1 }}>
          {kind.addLabel}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onEnd(session)} sx={{ flex: 1, bgcolor: 'background.paper' }}>
          End Session
        </Button>
      </Stack>
    </Box>
  );
}
