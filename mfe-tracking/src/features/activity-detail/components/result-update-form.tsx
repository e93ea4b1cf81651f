import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { TextInput } from '@tally/ui';
import { focusFirstError } from '../../../lib/focus-first-error';
import { ResultFormSchema, type ResultFormInput, type ResultFormValues } from '../lib/result-form';
import { OutcomeRadios } from './outcome-radios';

export interface ResultUpdateFormProps {
  /** The form's id: the dialog's pinned submit button submits it. */
  formId: string;
  /** Starting values: the current result when correcting, the AI's suggestion when confirming. */
  defaults: { isWin?: boolean; winAmount: string };
  /** Confirming an AI win: the outcome is settled, only the win amount is asked. */
  winOnly?: boolean;
  onSubmit: (values: ResultFormValues) => void;
}

/** Win (with an optional win amount) or Loss, checked with the contract's ActivityResultRequest rules. */
export function ResultUpdateForm({ formId, defaults, winOnly = false, onSubmit }: ResultUpdateFormProps) {
  const { control, handleSubmit, setValue } = useForm<ResultFormInput, unknown, ResultFormValues>({
    resolver: zodResolver(ResultFormSchema),
    defaultValues: { isWin: winOnly ? true : defaults.isWin, winAmount: defaults.winAmount },
  });
  const isWin = useWatch({ control, name: 'isWin' });

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={handleSubmit(onSubmit, focusFirstError)}>
      {winOnly ? null : (
        <Controller
          control={control}
          name="isWin"
          render={({ field, fieldState }) => (
            <OutcomeRadios
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(next) => {
                field.onChange(next);
                // A loss has no win amount: clear it, so a hidden mistake cannot block the form.
                if (!next) setValue('winAmount', '', { shouldValidate: false });
              }}
            />
          )}
        />
      )}
      {isWin ? (
        <Controller
          control={control}
          name="winAmount"
          render={({ field, fieldState }) => (
            <TextInput
              label={winOnly ? 'Win Amount' : 'Win Amount (optional)'}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              helperText={winOnly ? 'The amount the AI found; change it if your payout differs' : 'The total paid out, if you know it'}
              inputMode="decimal"
              prefix="$"
              autoComplete="off"
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
