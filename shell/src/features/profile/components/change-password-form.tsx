import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { TextInput } from '@tally/ui';
import { useToast } from '../../toast/toast-context';
import { useChangePassword } from '../api/change-password';
import { checkPasswordChange, type PasswordChange } from '../validate-password';

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: current, new and confirmation, checked as spec section 5 says before sending. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const change = useChangePassword();
  const toast = useToast();
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
        toast({ title: 'Password changed', description: 'Your password has been updated.' });
      },
      onError: (error) => toast({ title: 'Password change failed', description: error.message, variant: 'error' }),
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
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </Box>
    </Stack>
  );
}
