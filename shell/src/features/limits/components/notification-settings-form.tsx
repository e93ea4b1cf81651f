import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SettingsState } from '@tally/contracts';
import { Notice, SectionCard, showToast } from '@tally/ui';
import { useSettings } from '../api/get-settings';
import { useLimitStatus } from '../api/get-limit-status';
import { useUpdateSettings } from '../api/update-settings';
import { SPEND_LIMITS, changedSettings, initialValues, passedOnSave, savedDescription, validateLimit, type NotificationSettingsValues } from '../spend-limits';
import { LimitField } from './limit-field';

/** Props of {@link NotificationSettingsForm}. */
export interface NotificationSettingsFormProps {
  /** The person's IANA time zone: when a change cooling off takes effect is said in it. */
  timeZone: string | undefined;
  /** Cancel, and after a successful save (spec: both return to /settings). */
  onDone: () => void;
}

/**
 * Notification Settings (spec sections 2 and 5): the daily, weekly and monthly spend limits, each
 * with what is in force and any raise or removal still cooling off, and the session-duration alerts
 * switch; Cancel and Save Settings. Its sections are SectionCards, like the rest of the page's.
 */
export function NotificationSettingsForm({ timeZone, onDone }: NotificationSettingsFormProps) {
  const settings = useSettings();
  // The form starts from a fresh answer, never from one cached on an earlier visit.
  if (settings.isPending || (settings.isFetching && !settings.isFetchedAfterMount)) {
    return (
      <SectionCard title="Spending limits">
        <Typography color="text.secondary">Loading your settings...</Typography>
      </SectionCard>
    );
  }
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
  return <SettingsFields settings={settings.data} timeZone={timeZone} onDone={onDone} />;
}

function SettingsFields({ settings, timeZone, onDone }: { settings: SettingsState } & NotificationSettingsFormProps) {
  const [values, setValues] = useState<NotificationSettingsValues>(() => initialValues(settings));
  const sessionAlertsHelpId = useId();
  const update = useUpdateSettings();
  // What was spent so far: a limit the spend already reaches is said as it is typed, and again once saved.
  const spentSoFar = useLimitStatus().data?.spentSoFar;
  const invalid = SPEND_LIMITS.some(({ key }) => validateLimit(values.limits[key]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const changes = changedSettings(settings, values);
    // Nothing to save: back, as Cancel does.
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: (answer) => {
        const passed = passedOnSave(changes, spentSoFar);
        const description = [answer ? savedDescription(changes, answer, timeZone) : undefined, passed].filter(Boolean).join(' ') || undefined;
        showToast({ title: 'Settings updated', description, variant: passed ? 'warning' : undefined });
        onDone();
      },
      onError: () => showToast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'error' }),
    });
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <SectionCard title="Spending limits">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Tally alerts you when your spending reaches 80% of a limit, and again if it goes over. It never blocks a bet: the choice stays yours.
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Lowering a limit takes effect straight away. Raising or removing one takes effect after 24 hours.
          </Typography>
          {SPEND_LIMITS.map((limit) => (
            <LimitField
              key={limit.key}
              limit={limit}
              settings={settings}
              text={values.limits[limit.key]}
              onChange={(text) => setValues((current) => ({ ...current, limits: { ...current.limits, [limit.key]: text } }))}
              timeZone={timeZone}
              spentSoFar={spentSoFar}
            />
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Session alerts">
        <FormControlLabel
          control={
            <Switch
              checked={values.sessionDurationAlerts}
              onChange={(_event, checked) => setValues((current) => ({ ...current, sessionDurationAlerts: checked }))}
              slotProps={{ input: { 'aria-describedby': sessionAlertsHelpId } }}
            />
          }
          label="Session duration alerts"
        />
        <Typography id={sessionAlertsHelpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          An alert every 30 minutes of a pokies or table session, with a check-in on how you are going.
        </Typography>
      </SectionCard>
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
