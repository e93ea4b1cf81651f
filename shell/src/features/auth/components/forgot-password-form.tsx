import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { TextInput } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';

/** /auth/forgot-password: asks for a link to set a new password; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const forgot = useForgotPassword();
  const toast = useToast();
  const emailError = submitted && !email.trim() ? 'Email is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim()) return;
    forgot.mutate(email.trim(), { onError: (error) => toast({ title: 'Failed to Send Email', description: error.message, variant: 'error' }) });
  };

  if (forgot.isSuccess) {
    return (
      <Stack spacing={2} sx={{ py: 1, alignItems: 'center', textAlign: 'center' }}>
        <MailIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h2" component="h2">
          Check Your Email
        </Typography>
        <Typography color="text.secondary">{forgot.data.message}</Typography>
        <Button variant="outlined" component={RouterLink} to={paths.auth} sx={{ width: '100%' }}>
          Back to Login
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h2" component="h2">
        Forgot your password?
      </Typography>
      <Typography color="text.secondary">Enter the email address of your account and we will email you a link to set a new password.</Typography>
      <TextInput label="Email" type="email" inputMode="email" autoComplete="username" value={email} onChange={setEmail} error={emailError} />
      <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="outlined" component={RouterLink} to={paths.auth}>
        Back to Login
      </Button>
    </Stack>
  );
}
