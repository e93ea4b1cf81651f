import { useState, type FormEvent } from 'react';
import { Stack } from '@mui/material';
import { isNotANumber, parseMoney, toCents, VALIDATION_MESSAGES } from '@tally/contracts';
import { TextInput } from '@tally/ui';

/** What the edit form changes: the amount, and (for an activity) its notes. */
export interface EntryEdit {
  amount: string;
  notes?: string;
}

export interface EntryEditFormProps {
  formId: string;
  amountLabel: string;
  /** The notes field's label; none for a deposit. */
  notesLabel?: string;
  defaults: { amount: string; notes?: string };
  onSubmit: (values: EntryEdit) => void;
}

/**
 * Corrects a logged amount (and notes): a positive amount with at most two decimals, as the ledger's contract takes it.
 * The submit button sits in the dialog's actions, linked by `formId`.
 */
export function EntryEditForm({ formId, amountLabel, notesLabel, defaults, onSubmit }: EntryEditFormProps) {
  const [amount, setAmount] = useState(defaults.amount);
  const [notes, setNotes] = useState(defaults.notes ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const money = amount.trim() === '' ? null : parseMoney(amount.trim());
    if (money === null || toCents(money) === 0n) {
      setError(amount.trim() === '' ? VALIDATION_MESSAGES.amountRequired : isNotANumber(amount) ? VALIDATION_MESSAGES.numbersOnly : VALIDATION_MESSAGES.validAmount);
      return;
    }
    onSubmit({ amount: money, ...(notesLabel ? { notes } : {}) });
  };
  return (
    <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={1.5}>
      <TextInput label={amountLabel} prefix="$" inputMode="decimal" autoComplete="off" value={amount} onChange={setAmount} error={error} />
      {notesLabel ? <TextInput label={notesLabel} autoComplete="off" value={notes} onChange={setNotes} /> : null}
    </Stack>
  );
}
