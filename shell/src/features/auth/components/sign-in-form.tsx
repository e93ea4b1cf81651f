import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { TextInput, tooManyRequestsToast } from '@tally/ui';
import { useToast, showToastAfterReload, signInToastName, TOASTS_AFTER_RELOAD } from '@tally/ui/core';
import { useLogin } from '../api/login';

/** The Sign In tab: Email and Password; the username sent is the email. */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();
  const toast = useToast();

  const emailError = submitted && !email.trim() ? 'Email is required' : undefined;
  const passwordError = submitted && !password ? 'Password is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
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
        onError: (error) => toast(tooManyRequestsToast(error) ?? { title: 'Login failed', description: error.message, variant: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput label="Email" type="email" inputMode="email" autoComplete="username" value={email} onChange={setEmail} error={emailError} />
      <TextInput label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={passwordError} />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending || login.isSuccess}>
        Sign In
      </Button>
    </Stack>
  );
}
