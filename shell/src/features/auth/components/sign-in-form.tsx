import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import Alert from '@mui/material/Alert';
import { ERROR_CODES } from '@tally/contracts';
import { ApiError, TextInput, tooManyRequestsToast } from '@tally/ui';
import { useToast, showToastAfterReload, signInToastName, TOASTS_AFTER_RELOAD } from '@tally/ui/core';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';

/**
 * The Sign In tab: Email and Password; the username sent is the email. An address nobody has confirmed yet gets the
 * server's message in place, with Resend Verification Email (only the right password learns that, docs/adr/0016).
 */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const login = useLogin();
  const resend = useResendVerification();
  const toast = useToast();

  const emailError = submitted && !email.trim() ? 'Email is required' : undefined;
  const passwordError = submitted && !password ? 'Password is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setUnverified(null);
    if (!email.trim() || !password) return;
    login.mutate(
      { username: email.trim(), password },
      {
        onSuccess: (user) => {
          // Shown now, and again on the page the 500 ms redirect loads, so it does not vanish with this one.
          const name = signInToastName(user);
          toast(TOASTS_AFTER_RELOAD[name]);
          showToastAfterReload(name);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.emailNotVerified) setUnverified({ email: email.trim(), message: error.message });
          else toast(tooManyRequestsToast(error) ?? { title: 'Login failed', description: error.message, variant: 'error' });
        },
      },
    );
  };

  const resendEmail = (to: string) =>
    resend.mutate(to, {
      onSuccess: () => toast({ title: 'Verification Email Sent', description: 'Please check your inbox for the verification link.' }),
      onError: (error) => toast({ title: 'Failed to Send Email', description: error.message, variant: 'error' }),
    });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {unverified ? (
        <Alert severity="warning" role="alert">
          <Box sx={{ mb: 1.5 }}>{unverified.message}</Box>
          <Button variant="contained" size="small" onClick={() => resendEmail(unverified.email)} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
          </Button>
        </Alert>
      ) : null}
      <TextInput label="Email" type="email" inputMode="email" autoComplete="username" value={email} onChange={setEmail} error={emailError} />
      <TextInput label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={passwordError} />
      <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
        <Box component={RouterLink} to={paths.forgotPassword} sx={{ typography: 'body2', color: 'primary.main' }}>
          Forgot password?
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending || login.isSuccess}>
        Sign In
      </Button>
    </Stack>
  );
}
