import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { User } from '@tally/contracts';
import { SelectInput, StatusTag, TextInput } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { useUpdateProfile } from '../api/update-profile';
import { supportedTimeZones, timeZoneOptions } from '../time-zone-options';

/** Personal info: first and last name, the read-only email (marked Unverified when it is), and the time zone. */
export function PersonalInfoForm({ user }: { user: User }) {
  const [form, setForm] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', timeZone: user.timeZone });
  const zones = useMemo(() => timeZoneOptions(user.timeZone, supportedTimeZones()), [user.timeZone]);
  const update = useUpdateProfile();
  const toast = useToast();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { firstName: form.firstName.trim(), lastName: form.lastName.trim(), timeZone: form.timeZone || user.timeZone },
      {
        onSuccess: () => toast({ title: 'Profile updated' }),
        onError: (error) => toast({ title: 'Update failed', description: error.message, variant: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput label="First Name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
        <TextInput label="Last Name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
      </Stack>
      <Box>
        <TextInput label="Email" type="email" value={user.email} onChange={() => undefined} disabled helperText="Email cannot be changed." />
        {user.emailVerified ? null : (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <StatusTag>Unverified</StatusTag>
            <Typography variant="body2" color="text.secondary">
              Open the link we emailed you to verify this address.
            </Typography>
          </Stack>
        )}
      </Box>
      <SelectInput label="Time Zone" value={form.timeZone} onChange={set('timeZone')} options={zones} placeholder="Choose a time zone" />
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Stack>
  );
}
