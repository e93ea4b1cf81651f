import { useState, type FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { Settings } from '@tally/contracts';
import { Notice, TextInput, formatMoney } from '@tally/ui';
import { useToast } from '../../toast/toast-context';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { dailyLimitText, toDailyLimitPayload, validateDailyLimit } from '../daily-limit';

/** Props of {@link DailyLimitForm}. */
export interface DailyLimitFormProps {
  /** Cancel, and after a successful save (spec: both return to /settings). */
  onDone: () => void;
}

/**
 * The daily spend limit: the current one from GET /api/settings and a field to change it, with
 * Cancel and Save Settings. Until weekly and monthly limits and the session-alerts toggle join it.
 */
export function DailyLimitForm({ onDone }: DailyLimitFormProps) {
  const settings = useSettings();
  if (settings.isPending) return <Typography color="text.secondary">Loading your limit...</Typography>;
  if (settings.isError) {
    return (
      <Notice
        tone="error"
        action={
          <Button size="small" color="inherit" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        }
      >
        Failed to fetch settings
      </Notice>
    );
  }
  return <LimitFields settings={settings.data} onDone={onDone} />;
}

function LimitFields({ settings, onDone }: { settings: Settings } & DailyLimitFormProps) {
  const [text, setText] = useState(dailyLimitText(settings.dailySpendLimit));
  const update = useUpdateSettings();
  const toast = useToast();
  const error = validateDailyLimit(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    update.mutate(
      { dailySpendLimit: toDailyLimitPayload(text) },
      {
        onSuccess: () => {
          toast({ title: 'Settings updated' });
          onDone();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {settings.dailySpendLimit
          ? `Your limit is ${formatMoney(settings.dailySpendLimit)} a day. Tally alerts you when today's spending reaches 80% of it.`
          : "No daily limit set. Set one and Tally alerts you when today's spending reaches 80% of it."}
      </Typography>
      <TextInput
        label="Daily Spend Limit"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        prefix="$"
        value={text}
        onChange={setText}
        error={error}
        helperText="Leave empty for no limit."
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={Boolean(error) || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </Stack>
    </Stack>
  );
}
