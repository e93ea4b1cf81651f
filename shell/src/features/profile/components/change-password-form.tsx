import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { TextInput, tooManyRequestsToast } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { useChangePassword } from '../api/change-password';
import { checkPasswordChange, type PasswordChange } from '../validate-password';

/** Said before the change (the identity service ends every other session of the person) and again after it. */
export const OTHER_DEVICES_NOTE = 'Changing your password signs you out on your other devices and browsers. You stay signed in here.';
export const PASSWORD_CHANGED = { title: 'Password changed', description: 'Your password has been updated. You have been signed out on your other devices.' } as const;

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: current, new and confirmation, checked as spec section 5 says before sending. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const change = useChangePassword();
  const toast = useToast();
  const noteId = useId();
  const set = (field: keyof PasswordChange) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPasswordChange(form);
    if (!check.ok) {
      setErrors(check.fieldErrors);
      if (check.toast) toast({ ...check.toast, variant: 'error' });
      return;
    }
    setErrors({});
    change.mutate(form, {
      onSuccess: () => {
        setForm(empty);
        toast(PASSWORD_CHANGED);
      },
      onError: (error) => toast(tooManyRequestsToast(error) ?? { title: 'Password change failed', description: error.message, variant: 'error' }),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <TextInput
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        helperText="At least 8 characters."
      />
      <TextInput
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Typography id={noteId} variant="body2" color="text.secondary">
        {OTHER_DEVICES_NOTE}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending} aria-describedby={noteId}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </Box>
    </Stack>
  );
}
