import { useId, useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import type { SessionType } from '@tally/contracts';
import { ApiError, Notice, showToast, Spinner, useSubmitGuard, saveFailedToast } from '@tally/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { deleteSession, withUndo } from '../../corrections';
import { useActiveSession } from '../api/get-active-session';
import { useStartSession } from '../api/start-session';
import { SESSION_KINDS, sessionStartedText } from '../lib/session-kind';
import { ActiveSessionPanel } from './active-session-panel';
import { OtherSessionNotice } from './other-session-notice';
import { StartSessionForm } from './start-session-form';

export interface SessionDialogProps {
  open: boolean;
  type: 'slot' | 'table';
  onClose: () => void;
  /** End Session was chosen in the active-session panel: home opens the End Session dialog. */
  onEndSession: () => void;
}

/**
 * Slot Session (pokies) or Table Session (spec sections 2 and 4): the start form while no session
 * is active, otherwise the active session's panel. One session runs at a time, so when the active
 * one is of the other type the dialog says so and offers to open it (switching this dialog to it)
 * or to end it.
 */
export default function SessionDialog({ open, type, onClose, onEndSession }: SessionDialogProps) {
  const [shown, setShown] = useState<SessionType>(type);
  const kind = SESSION_KINDS[shown];
  const active = useActiveSession();
  const startSession = useStartSession();
  const queryClient = useQueryClient();
  const startFormId = useId();
  const session = active.data;

  // One start at a time: a double-click on Start Session sends one request (the second would answer 409).
  const { busy, guard } = useSubmitGuard();
  const start = ({ venue }: { venue?: string | null }) =>
    guard(() =>
      startSession.mutateAsync(
        { type: shown, venue },
        {
          onSuccess: (started) =>
            showToast(
              withUndo({ title: 'Session started', description: sessionStartedText(started.type, started.venue) }, queryClient, {
                what: 'session',
                run: () => deleteSession(started.id),
              }),
            ),
          // 409: another session is active; the server's message says so (the dialog then shows it).
          onError: (error) =>
            showToast(
              saveFailedToast(error, {
                title: 'Error',
                description: error instanceof ApiError && error.status === 409 ? error.message : 'Failed to start session. Please try again.',
                variant: 'error',
              }),
            ),
        },
      ),
    );

  let body: ReactNode;
  let actions: ReactNode;
  if (session === undefined) {
    body = active.isError ? (
      <Notice tone="error" action={<Button onClick={() => void active.refetch()}>Retry</Button>}>
        Could not load your session.
      </Notice>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner label="Loading session" />
      </Box>
    );
  } else if (session === null) {
    body = <StartSessionForm formId={startFormId} type={shown} onStart={start} />;
    actions = (
      <Button type="submit" form={startFormId} variant="contained" size="large" disabled={busy || startSession.isPending} sx={{ flex: { xs: 1, sm: 'none' } }}>
        Start Session
      </Button>
    );
  } else if (session.type === shown) {
    body = <ActiveSessionPanel session={session} />;
    actions = (
      <>
        <Button onClick={onClose}>Done</Button>
        <Button variant="outlined" color="error" onClick={onEndSession}>
          End Session
        </Button>
      </>
    );
  } else {
    body = <OtherSessionNotice active={session} wanted={shown} />;
    actions = (
      <>
        <Button variant="outlined" color="error" onClick={onEndSession}>
          End Session
        </Button>
        <Button variant="contained" onClick={() => setShown(session.type)}>
          Open {SESSION_KINDS[session.type].name} Session
        </Button>
      </>
    );
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} title={kind.dialogTitle} subtitle={kind.tagline} actions={actions}>
      {body}
    </ResponsiveDialog>
  );
}
