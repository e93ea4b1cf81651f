import { Button, Stack } from '@mui/material';
import type { SettingsState } from '@tally/contracts';
import { Notice, TextInput, formatMoney, showToast } from '@tally/ui';
import { useCancelPendingLimit } from '../api/cancel-pending-limit';
import { alreadyPassedText, limitHint, pendingChangeOf, pendingChangeText, validateLimit, type SPEND_LIMITS, type SpentSoFar } from '../spend-limits';

/** Props of {@link LimitField}. */
export interface LimitFieldProps {
  limit: (typeof SPEND_LIMITS)[number];
  settings: SettingsState;
  text: string;
  onChange: (text: string) => void;
  timeZone: string | undefined;
  /** Spend so far in the person's day, week and month, when known: a limit it already reaches is said at once. */
  spentSoFar: SpentSoFar | undefined;
}

/**
 * One spend limit: its field (spec section 5: numeric, step 0.01, minimum 0, empty for none) with
 * what is in force under it, and a raise or removal still cooling off with 'Cancel change'.
 */
export function LimitField({ limit: { key, period, label, per }, settings, text, onChange, timeZone, spentSoFar }: LimitFieldProps) {
  const pending = pendingChangeOf(settings, period);
  const cancel = useCancelPendingLimit();
  const inForce = settings[key];
  const passed = alreadyPassedText(period, text, spentSoFar);

  const cancelChange = () =>
    cancel.mutate(period, {
      onSuccess: () => showToast({ title: 'Change cancelled', description: `Your ${period} limit stays ${formatMoney(inForce)}.` }),
      onError: () => showToast({ title: 'Error', description: 'Failed to cancel the change. Please try again.', variant: 'error' }),
    });

  return (
    <Stack spacing={1}>
      <TextInput
        label={label}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        prefix="$"
        value={text}
        onChange={onChange}
        error={validateLimit(text)}
        helperText={limitHint(inForce, text, per, period)}
      />
      {passed ? <Notice tone="warning">{passed}</Notice> : null}
      {pending ? (
        <Notice
          tone="info"
          action={
            <Button
              size="small"
              color="inherit"
              onClick={cancelChange}
              disabled={cancel.isPending}
              aria-label={`Cancel change to your ${period} limit`}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Cancel change
            </Button>
          }
        >
          {pendingChangeText(pending, timeZone)}
        </Notice>
      ) : null}
    </Stack>
  );
}
