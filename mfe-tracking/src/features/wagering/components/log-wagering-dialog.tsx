import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import { WAGERING_SUBTYPES, type ScanResult } from '@tally/contracts';
import { TextInput, formatMoney, showToast, saveFailedToast } from '@tally/ui';
import { ChoiceTiles } from '../../../components/choice-tiles';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { withCheckHint, ScanTicket, checkHint, type ScannedFields } from '../../scan';
import { deleteActivity, withUndo } from '../../corrections';
import { useCreateWager } from '../api/create-wager';
import { localIsoDate } from '../utils/local-date';
import { wagerFromScan } from '../utils/wager-from-scan';
import { WagerForm, toWagerBody, wagerFormDefaults, type WagerFormOutput, type WagerFormValues } from '../utils/wager-form';
import { RacingFields } from './racing-fields';

/** What a scan left besides the field values: the photo and scan id sent with the wager, and the fields it filled. */
interface ScanFill {
  ticketImage: string | null;
  scanId: string | null;
  scanned: ScannedFields<keyof WagerFormValues>;
}

export interface LogWageringDialogProps {
  open: boolean;
  onClose: () => void;
  /** A lottery ticket was scanned here: open Log Lottery Ticket filled from it. */
  onOpenLottery?: (scan: ScanResult) => void;
}

/**
 * Log Wagering (spec sections 2 and 5): a racing or sports bet, logged as pending. The fields are
 * checked by the contract's own schema; the submit button waits for an event type and an amount.
 */
export default function LogWageringDialog({ open, onClose, onOpenLottery }: LogWageringDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const createWager = useCreateWager();
  const queryClient = useQueryClient();
  const [scan, setScan] = useState<ScanFill | null>(null);
  const { control, handleSubmit, formState, reset, trigger } = useForm<WagerFormValues, unknown, WagerFormOutput>({
    resolver: zodResolver(WagerForm),
    defaultValues: wagerFormDefaults(localIsoDate(new Date())),
    // A field is checked once left, then as it changes: no error while a person is still typing.
    mode: 'onTouched',
  });
  const [subtype, amount] = useWatch({ control, name: ['subtype', 'amount'] });
  // Counts failed saves, so each one is announced afresh (see the alert at the end of the form).

  // After a refused submit, take the person to the first field to fix (its error is read with it).
  useEffect(() => focusFirstInvalid(formRef.current), [formState.submitCount]);

  // A scan fills the form and nothing more: the person checks it and presses Log Wager themselves.
  const fillFromScan = (result: ScanResult) => {
    const { values, scanned } = wagerFromScan(result, localIsoDate(new Date()));
    reset(values);
    setScan({ ticketImage: result.ticketImage, scanId: result.scanId ?? null, scanned });
    // Shows at once what the ticket gave that the form cannot take (a race number of 25, say).
    void trigger(Object.keys(scanned) as (keyof WagerFormValues)[]);
  };

  const submit = handleSubmit(async (wager) => {
    let saved;
    try {
      saved = await createWager.mutateAsync({ ...toWagerBody(wager), ticketImage: scan?.ticketImage ?? undefined, scanId: scan?.scanId ?? undefined });
    } catch (error) {
      showToast(saveFailedToast(error, { title: 'Error', description: 'Failed to log wager. Please try again.', variant: 'error' }));
      return;
    }
    // A limit reached was already said (useCreateWager), in one toast that also says the wager is logged.
    if (!saved.spendLimits?.length) {
      const logged = { title: 'Wager logged', description: `${formatMoney(wager.amount, 2)} · ${wager.details ?? wager.subtype}`, variant: 'success' } as const;
      showToast(withUndo(logged, queryClient, { what: 'wager', run: () => deleteActivity(saved.id) }));
    }
    onClose();
  });

  const actions = (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button type="submit" form={formId} variant="contained" disabled={!subtype || !amount.trim() || formState.isSubmitting || createWager.isPending}>
        {formState.isSubmitting || createWager.isPending ? 'Logging…' : 'Log Wager'}
      </Button>
    </>
  );

  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Log Wagering" subtitle="Logged as pending: add the result once the event is over." actions={actions}>
      <Stack component="form" id={formId} ref={formRef} noValidate onSubmit={submit} spacing={1.5}>
        <ScanTicket kind="wagering" submitLabel="Log Wager" onScanned={fillFromScan} onOtherKind={onOpenLottery} />
        <Controller
          control={control}
          name="subtype"
          render={({ field, fieldState }) => (
            <ChoiceTiles
              label="Event type"
              options={WAGERING_SUBTYPES}
              value={field.value as (typeof WAGERING_SUBTYPES)[number] | ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {subtype === 'Racing' ? <RacingFields control={control} scanned={scan?.scanned} /> : null}
        {subtype === 'Sports Betting' ? (
          <Controller
            control={control}
            name="details"
            render={({ field, fieldState }) => (
              <TextInput
                label="Event and selection"
                autoComplete="off"
                helperText={withCheckHint(checkHint(scan?.scanned.details, field.value), 'e.g. Storm v Broncos, Storm to win')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextInput
              label="Bet amount"
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              helperText={withCheckHint(checkHint(scan?.scanned.amount, field.value), 'The total you staked, e.g. 10 or 12.50')}
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
