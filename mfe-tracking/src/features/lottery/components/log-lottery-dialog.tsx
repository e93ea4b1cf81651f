import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import type { LotteryGame, ScanResult } from '@tally/contracts';
import { Notice, SelectInput, TextInput, formatMoney, showToast, saveFailedToast } from '@tally/ui';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { withCheckHint, ScanTicket, checkHint, type ScannedFields } from '../../scan';
import { deleteActivity, withUndo } from '../../corrections';
import { lotteryFromScan } from '../utils/lottery-from-scan';
import { useCreateLotteryTicket } from '../api/create-lottery-ticket';
import { useLotteryGames } from '../api/get-lottery-games';
import { InstantTicketFields } from './instant-ticket-fields';
import { LOTTERY_FORM_DEFAULTS, createLotteryForm, isInstant, toLotteryBody, type LotteryFormOutput, type LotteryFormValues } from '../utils/lottery-form';

/** What a scan left besides the field values: the photo and scan id sent with the ticket, and the fields it filled. */
interface ScanFill {
  ticketImage: string | null;
  scanId: string | null;
  scanned: ScannedFields<keyof LotteryFormValues>;
}

export interface LogLotteryDialogProps {
  open: boolean;
  onClose: () => void;
  /** A lottery ticket scanned in Log Wagering: the form starts filled from it once the games are known. */
  initialScan?: ScanResult;
}

const NO_GAMES: readonly LotteryGame[] = [];

/** "$5.00 · Scratchie $5 · won $20.00": the success toast's line. */
function describeTicket(ticket: LotteryFormOutput): string {
  const outcome = !ticket.isCompleted ? null : ticket.isWin ? (ticket.wonAmount ? `won ${formatMoney(ticket.wonAmount, 2)}` : 'a win') : 'no win';
  return [formatMoney(ticket.amount, 2), ticket.subtype, outcome].filter(Boolean).join(' · ');
}

/**
 * Log Lottery Ticket (spec sections 2, 4 and 5): a draw ticket with its cost, logged as pending, or
 * an instant ticket (a scratchie) at its price, pending or already checked as a win or a loss.
 * The games come from the server; the fields are checked by the contract's own schema.
 */
export default function LogLotteryDialog({ open, onClose, initialScan }: LogLotteryDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const gamesQuery = useLotteryGames();
  const games = gamesQuery.data?.games ?? NO_GAMES;
  const createTicket = useCreateLotteryTicket();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => zodResolver(createLotteryForm(games)), [games]);
  const [scan, setScan] = useState<ScanFill | null>(null);
  const { control, handleSubmit, formState, reset, trigger } = useForm<LotteryFormValues, unknown, LotteryFormOutput>({
    resolver,
    defaultValues: LOTTERY_FORM_DEFAULTS,
    // A field is checked once left, then as it changes: no error while a person is still typing.
    mode: 'onTouched',
  });
  const subtype = useWatch({ control, name: 'subtype' });
  const game = games.find((candidate) => candidate.name === subtype);
  // Counts failed saves, so each one is announced afresh (see the alert at the end of the form).

  // After a refused submit, take the person to the first field to fix (its error is read with it).
  useEffect(() => focusFirstInvalid(formRef.current), [formState.submitCount]);

  // A scan fills the form and nothing more: the person checks it and presses Log Ticket themselves.
  const fillFromScan = (result: ScanResult) => {
    const { values, scanned } = lotteryFromScan(result, games);
    reset(values);
    setScan({ ticketImage: result.ticketImage, scanId: result.scanId ?? null, scanned });
    void trigger(Object.keys(scanned) as (keyof LotteryFormValues)[]);
  };

  // A ticket scanned in Log Wagering is carried over once, when the games it may name are known.
  const carried = useRef(false);
  const loadedGames = gamesQuery.data?.games;
  useEffect(() => {
    if (!initialScan || carried.current || !loadedGames) return;
    carried.current = true;
    const { values, scanned } = lotteryFromScan(initialScan, loadedGames);
    reset(values);
    setScan({ ticketImage: initialScan.ticketImage, scanId: initialScan.scanId ?? null, scanned });
  }, [initialScan, loadedGames, reset]);

  const submit = handleSubmit(async (ticket) => {
    let saved;
    try {
      saved = await createTicket.mutateAsync({ ...toLotteryBody(ticket), ticketImage: scan?.ticketImage ?? undefined, scanId: scan?.scanId ?? undefined });
    } catch (error) {
      showToast(saveFailedToast(error, { title: 'Error', description: 'Failed to log lottery ticket. Please try again.', variant: 'error' }));
      return;
    }
    // A limit reached was already said (useCreateLotteryTicket), in one toast that also says the ticket is logged.
    if (!saved.spendLimits?.length) {
      const logged = { title: 'Lottery ticket logged', description: describeTicket(ticket), variant: 'success' } as const;
      showToast(withUndo(logged, queryClient, { what: 'ticket', run: () => deleteActivity(saved.id) }));
    }
    onClose();
  });

  const actions = (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button type="submit" form={formId} variant="contained" disabled={!gamesQuery.data || !subtype || formState.isSubmitting || createTicket.isPending}>
        {formState.isSubmitting || createTicket.isPending ? 'Logging…' : 'Log Ticket'}
      </Button>
    </>
  );

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title="Log Lottery Ticket"
      subtitle="Draw tickets are logged as pending; scratchies can be logged with their result."
      actions={actions}
    >
      <Stack component="form" id={formId} ref={formRef} noValidate onSubmit={submit} spacing={1.5}>
        <ScanTicket kind="lottery" submitLabel="Log Ticket" onScanned={fillFromScan} />
        {gamesQuery.isError ? (
          <Notice
            tone="error"
            action={
              <Button size="small" color="inherit" onClick={() => void gamesQuery.refetch()}>
                Retry
              </Button>
            }
          >
            <Box component="strong" sx={{ display: 'block' }}>
              Unable to load lottery games
            </Box>
            Please check your connection and try again
          </Notice>
        ) : null}
        {/* Room for the error line under the select, so the form does not move when it shows. */}
        <Box sx={{ minHeight: 98 }}>
          <Controller
            control={control}
            name="subtype"
            render={({ field, fieldState }) => (
              <SelectInput
                label="Game"
                options={games.map((option) => option.name)}
                placeholder={gamesQuery.isPending ? 'Loading games…' : 'Choose a game'}
                disabled={!gamesQuery.data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
        {isInstant(game) ? (
          <InstantTicketFields control={control} game={game} />
        ) : (
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <TextInput
                label="Ticket cost"
                prefix="$"
                inputMode="decimal"
                autoComplete="off"
                helperText={withCheckHint(checkHint(scan?.scanned.amount, field.value), 'What you paid for the ticket, e.g. 7.35')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextInput
              label="Notes (optional)"
              autoComplete="off"
              helperText={withCheckHint(checkHint(scan?.scanned.description, field.value), 'e.g. your numbers or the draw number')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </ResponsiveDialog>
  );
}
