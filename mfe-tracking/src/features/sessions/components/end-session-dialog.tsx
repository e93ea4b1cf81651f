import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { EndSessionRequest, SERVER_MESSAGES, type Session } from '@tally/contracts';
import { formatSignedMoney, Notice, showToast, Spinner, TextInput, saveFailedToast } from '@tally/ui';
import type { z } from 'zod';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useActiveSession } from '../api/get-active-session';
import { useEndSession } from '../api/end-session';
import { focusFirstError } from '../../../lib/focus-first-error';
import { SESSION_KINDS } from '../lib/session-kind';
import { previewSessionResult, sessionResult } from '../lib/session-result';
import { SessionResultPreview } from './session-result-preview';
import { SessionStatTiles } from './session-stat-tiles';

type EndInput = z.input<typeof EndSessionRequest>;
type EndValues = z.output<typeof EndSessionRequest>;

export interface EndSessionDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * End Session (spec sections 2 and 5): the final cash-out amount (required, 0 or more), with a live
 * preview of the result against the total deposited. Ends the one active session.
 */
export default function EndSessionDialog({ open, onClose }: EndSessionDialogProps) {
  const active = useActiveSession();
  const endSession = useEndSession();
  // The session being ended stays on screen while the reads refresh to "no active session".
  const [ending, setEnding] = useState<Session | null>(null);
  const session = ending ?? active.data;
  const formId = useId();
  const { control, handleSubmit, formState } = useForm<EndInput, unknown, EndValues>({ resolver: zodResolver(EndSessionRequest), defaultValues: { finalAmount: '' } });
  const typed = String(useWatch({ control, name: 'finalAmount' }) ?? '');

  // Returns the request, so the form stays submitting (its button disabled) until the answer: a double-click ends once.
  const end = async ({ finalAmount }: EndValues) => {
    if (!session) return;
    setEnding(session);
    await endSession
      .mutateAsync(
        { sessionId: session.id, finalAmount },
        {
          onSuccess: (ended) => {
            const result = sessionResult(ended.totalDeposited, ended.finalAmount ?? finalAmount);
            showToast({ title: 'Session ended', description: `${result.label}: ${formatSignedMoney(result.net, 2)}` });
            onClose();
          },
          onError: (error) => {
            setEnding(null);
            showToast(saveFailedToast(error, { title: 'Error', description: 'Failed to end session. Please try again.', variant: 'error' }));
          },
        },
      )
      .catch(() => undefined);
  };

  if (!session) {
    return (
      <ResponsiveDialog open={open} onClose={onClose} title="End Session" actions={<Button onClick={onClose}>Close</Button>}>
        {session === null ? (
          <Notice tone="info">{SERVER_MESSAGES.noActiveSession}</Notice>
        ) : active.isError ? (
          <Notice tone="error" action={<Button onClick={() => void active.refetch()}>Retry</Button>}>
            Could not load your session.
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
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title="End Session"
      subtitle={`${kind.name}${session.venue ? ` · ${session.venue}` : ''}: enter what you cashed out`}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="contained" disabled={formState.isSubmitting || endSession.isPending}>
            End Session
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={handleSubmit(end, focusFirstError)}>
        <SessionStatTiles session={session} />
        <Controller
          control={control}
          name="finalAmount"
          render={({ field, fieldState }) => (
            <TextInput
              label="Final Amount"
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              helperText="What you walked away with; 0 if nothing"
              inputMode="decimal"
              prefix="$"
              autoComplete="off"
            />
          )}
        />
        <SessionResultPreview live result={previewSessionResult(session.totalDeposited, typed)} totalDeposited={session.totalDeposited} />
      </Stack>
    </ResponsiveDialog>
  );
}
