import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Settings } from '@tally/contracts';
import { Notice, TextInput, formatMoney } from '@tally/ui';
import { useToast } from '../../toast/toast-context';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SPEND_LIMITS, limitText, toLimitPayload, validateLimit, type SpendLimitKey } from '../spend-limits';

/** Props of {@link SpendLimitsForm}. */
export interface SpendLimitsFormProps {
  /** Cancel, and after a successful save (spec: both return to /settings). */
  onDone: () => void;
}

/**
 * The daily, weekly and monthly spend limits (spec section 5): the current ones from
 * GET /api/settings and a field for each, with Cancel and Save Settings.
 */
export function SpendLimitsForm({ onDone }: SpendLimitsFormProps) {
  const settings = useSettings();
  if (settings.isPending) return <Typography color="text.secondary">Loading your limits...</Typography>;
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

type LimitTexts = Record<SpendLimitKey, string>;

function LimitFields({ settings, onDone }: { settings: Settings } & SpendLimitsFormProps) {
  const [texts, setTexts] = useState<LimitTexts>(() => Object.fromEntries(SPEND_LIMITS.map(({ key }) => [key, limitText(settings[key])])) as LimitTexts);
  const update = useUpdateSettings();
  const toast = useToast();
  const errors = Object.fromEntries(SPEND_LIMITS.map(({ key }) => [key, validateLimit(texts[key])])) as Record<SpendLimitKey, string | undefined>;
  const invalid = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const changes = Object.fromEntries(SPEND_LIMITS.map(({ key }) => [key, toLimitPayload(texts[key])]));
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: 'Settings updated' });
        onDone();
      },
      onError: () => toast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'error' }),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
        {SPEND_LIMITS.map(({ key, noun, per }) => (
          <li key={key}>{settings[key] ? `Your limit is ${formatMoney(settings[key])} ${per}.` : `No ${noun} limit set.`}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Tally alerts you when your spending reaches 80% of a limit, and again if it goes over. It never blocks a bet: the choice stays yours.
      </Typography>
      {SPEND_LIMITS.map(({ key, label }) => (
        <TextInput
          key={key}
          label={label}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          prefix="$"
          value={texts[key]}
          onChange={(text) => setTexts((current) => ({ ...current, [key]: text }))}
          error={errors[key]}
          helperText="Leave empty for no limit."
        />
      ))}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={invalid || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </Stack>
    </Stack>
  );
}
