import { useState, type FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { Settings } from '@tally/contracts';
import { Notice, SectionCard, TextInput, formatMoney } from '@tally/ui';
import { useSettings } from '../api/get-settings';
import { useUpdateDailyLimit } from '../api/update-settings';
import { toDailyLimitPayload, validateDailyLimit } from '../daily-limit';

/** "Spending Limit" card (its field is "Daily Spend Limit", the only thing with that name): the current limit from GET /api/settings and a field to change it. */
export function DailyLimitCard() {
  const settings = useSettings();
  return (
    <SectionCard title="Spending Limit">
      {settings.isPending ? <Typography color="text.secondary">Loading your limit…</Typography> : null}
      {settings.isError ? <Notice tone="error">Failed to fetch settings</Notice> : null}
      {settings.data ? <DailyLimitForm settings={settings.data} /> : null}
    </SectionCard>
  );
}

function DailyLimitForm({ settings }: { settings: Settings }) {
  const [text, setText] = useState(settings.dailySpendLimit ? String(Number(settings.dailySpendLimit)) : '');
  const [saved, setSaved] = useState(false);
  const update = useUpdateDailyLimit();
  const error = validateDailyLimit(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    update.mutate({ dailySpendLimit: toDailyLimitPayload(text) }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {settings.dailySpendLimit
          ? `Current limit: ${formatMoney(settings.dailySpendLimit)} a day. You'll get an alert at 80%.`
          : 'No daily limit set. Set one and Tally alerts you at 80% of it.'}
      </Typography>
      <TextInput
        label="Daily Spend Limit"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        prefix="$"
        value={text}
        onChange={(value) => {
          setText(value);
          setSaved(false);
        }}
        error={error}
        helperText="Leave empty for no limit."
      />
      {update.isError ? <Notice tone="error">Failed to update settings. Please try again.</Notice> : null}
      {saved ? <Notice tone="success">Settings updated</Notice> : null}
      <Button type="submit" variant="outlined" size="large" disabled={Boolean(error) || update.isPending}>
        Save Limit
      </Button>
    </Stack>
  );
}
