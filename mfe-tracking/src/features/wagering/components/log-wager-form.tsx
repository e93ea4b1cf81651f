import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { Notice, SectionCard, SelectInput, TextInput, formatMoney } from '@tally/ui';
import { useCreateWager } from '../api/create-wager';
import { canSubmitWager, validateWager, WAGER_SUBTYPES, type WagerFormValues } from '../wager-form';

const EMPTY: WagerFormValues = { subtype: '', amount: '' };

/** "Log a Wager": event type and stake, logged as pending. Feedback is inline (remotes have no toasts). */
export function LogWagerForm() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof WagerFormValues, boolean>>>({});
  const [logged, setLogged] = useState<string | null>(null);
  const createWager = useCreateWager();
  const errors = validateWager(values);
  const shown = (field: keyof WagerFormValues) => (touched[field] ? errors[field] : undefined);

  const change = (field: keyof WagerFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLogged(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ subtype: true, amount: true });
    if (Object.keys(errors).length > 0) return;
    createWager.mutate(values, {
      onSuccess: () => {
        setLogged(`${values.subtype} wager of ${formatMoney(values.amount)} logged as pending.`);
        setValues(EMPTY);
        setTouched({});
      },
    });
  };

  return (
    <SectionCard title="Log a Wager">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <SelectInput
          label="Event Type"
          value={values.subtype}
          onChange={change('subtype')}
          onBlur={() => setTouched((t) => ({ ...t, subtype: true }))}
          options={WAGER_SUBTYPES}
          placeholder="Choose an event type"
          error={shown('subtype')}
        />
        <TextInput
          label="Bet Amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          prefix="$"
          value={values.amount}
          onChange={change('amount')}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          error={shown('amount')}
        />
        {createWager.isError ? <Notice tone="error">Failed to log wager. Please try again.</Notice> : null}
        {logged ? <Notice tone="success">{logged}</Notice> : null}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmitWager(values) || createWager.isPending}>
          Log Wager
        </Button>
      </Stack>
    </SectionCard>
  );
}
