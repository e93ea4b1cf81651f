import { useState, type FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { ApiError, formatMoney, SectionCard, showToast, TextInput } from '@tally/ui';
import { useIncome, useSaveIncome } from '../api/income';

/** The optional, private yearly income behind the 1%-of-income guide. */
export function IncomeCard() {
  const income = useIncome();
  const save = useSaveIncome();
  const saved = income.data?.annualIncome ?? null;
  // What the person typed, until saved; the saved income shows otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved ?? '';
  const [error, setError] = useState<string | undefined>();

  // The server checks the amount with the contract (no zod in the page's bundle); its 400 message shows on the field.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = value.replace(/[$,\s]/g, '');
    setError(undefined);
    save.mutate(
      { annualIncome: cleaned === '' ? null : cleaned },
      {
        onSuccess: (answer) => {
          setDraft(null);
          showToast({ title: answer.annualIncome ? 'Income saved' : 'Income removed', variant: 'success' });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) setError(err.message);
          else showToast({ title: 'Error', description: 'Failed to save your income. Please try again.', variant: 'error' });
        },
      },
    );
  };

  return (
    <SectionCard title="Your income (optional)">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The guidelines suggest spending no more than 1% of your income before tax on gambling. Add your yearly income to see how you compare. It stays private in Tally and is
        never sent to an AI service.
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
        <TextInput
          label="Yearly income before tax"
          value={value}
          onChange={setDraft}
          error={error}
          helperText={saved ? `Saved: ${formatMoney(saved, 'auto')} a year` : 'Leave empty to skip the income guide.'}
          inputMode="decimal"
          prefix="$"
          name="annualIncome"
          autoComplete="off"
          disabled={income.isLoading}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="outlined" disabled={save.isPending}>
            {value.trim() === '' && saved ? 'Remove income' : 'Save income'}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
