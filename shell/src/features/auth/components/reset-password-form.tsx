import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import Alert from '@mui/material/Alert';
import { PASSWORD_MIN_LENGTH } from '@tally/contracts';
import { TextInput } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';

/** /auth/reset-password?token=…: the new password, twice; setting it also confirms the address and signs out every device. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [form, setForm] = useState({ newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const reset = useResetPassword();
  const toast = useToast();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const newError = submitted && !form.newPassword ? 'New password is required' : undefined;
  const confirmError = submitted && !form.confirmPassword ? 'Please confirm your new password' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!token || !form.newPassword || !form.confirmPassword) return;
    reset.mutate({ token, ...form }, { onError: (error) => toast({ title: 'Password not changed', description: error.message, variant: 'error' }) });
  };

  if (reset.isSuccess) {
    return (
      <Stack spacing={2} sx={{ py: 1, textAlign: 'center' }}>
        <Typography variant="h2" component="h2">
          Password Changed
        </Typography>
        <Typography color="text.secondary">{reset.data.message}</Typography>
        <Button variant="contained" size="large" component={RouterLink} to={paths.auth}>
          Sign In
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h2" component="h2">
        Set a New Password
      </Typography>
      {token ? (
        <Typography color="text.secondary">Choose a new password. Every device signed in to this account will be signed out.</Typography>
      ) : (
        <Alert severity="error">This password reset link is incomplete. Open the link from the email again, or ask for a new one.</Alert>
      )}
      <TextInput
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={set('newPassword')}
        error={newError}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextInput label="Confirm New Password" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} error={confirmError} />
      <Button type="submit" variant="contained" size="large" disabled={!token || reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
      <Button variant="outlined" component={RouterLink} to={paths.forgotPassword}>
        Ask for a New Link
      </Button>
    </Stack>
  );
}
