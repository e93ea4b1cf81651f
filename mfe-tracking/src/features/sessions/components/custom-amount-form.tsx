import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { AddDepositRequest } from '@tally/contracts';
import { TextInput } from '@tally/ui';
import type { z } from 'zod';
import { focusFirstError } from '../../../lib/focus-first-error';

type AmountInput = z.input<typeof AddDepositRequest>;
type AmountValues = z.output<typeof AddDepositRequest>;

export interface CustomAmountFormProps {
  /** An add is on its way: a submit is ignored (the button keeps its focus). */
  busy: boolean;
  /** Resolves once added; the field is cleared then (and kept on a failure, to try again). */
  onAdd: (amount: string) => Promise<unknown>;
}

/** Any other amount: required, above 0, at most 2 decimals (the contract's AddDepositRequest rules). */
export function CustomAmountForm({ busy, onAdd }: CustomAmountFormProps) {
  const { control, handleSubmit, reset } = useForm<AmountInput, unknown, AmountValues>({ resolver: zodResolver(AddDepositRequest), defaultValues: { amount: '' } });
  const submit = handleSubmit(async ({ amount }) => {
    if (busy) return;
    await onAdd(amount).then(
      () => reset(),
      () => undefined,
    );
  }, focusFirstError);
  return (
    // Columns as the quick-add grid: the field over three, the button under the fourth.
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
      <Box sx={{ gridColumn: 'span 3' }}>
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextInput
              label="Custom Amount"
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              inputMode="decimal"
              prefix="$"
              autoComplete="off"
            />
          )}
        />
      </Box>
      {/* Level with the input: the label above it is 26px high. */}
      <Button type="submit" variant="contained" sx={{ mt: '26px', minHeight: 48, alignSelf: 'start' }}>
        Add
      </Button>
    </Box>
  );
}
