import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { TextInput, tooManyRequestsToast, useSubmitGuard } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { useRegister } from '../api/register';

/** The Create Account tab. First and last name are optional; email and password are required. */
export function CreateAccountForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const register = useRegister();
  // A double-click on Create Account sends one request (a second would email the owner that someone tried to register).
  const { busy, guard } = useSubmitGuard();
  const toast = useToast();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const emailError = submitted && !form.email.trim() ? 'Email is required' : undefined;
  const passwordError = submitted && !form.password ? 'Password is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!form.email.trim() || !form.password) return;
    const email = form.email.trim();
    guard(() =>
      register.mutateAsync(
        { ...form, email },
        {
          onSuccess: (answer) => {
            toast({ title: 'Account Created Successfully!', description: answer?.message ?? 'Please check your email for a verification link.' });
            onRegistered(email);
          },
          onError: (error) => toast(tooManyRequestsToast(error) ?? { title: 'Registration failed', description: error.message, variant: 'error' }),
        },
      ),
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1.5}>
        <TextInput label="First Name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
        <TextInput label="Last Name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
      </Stack>
      <TextInput label="Email" type="email" inputMode="email" autoComplete="email" value={form.email} onChange={set('email')} error={emailError} />
      <TextInput
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={passwordError}
        helperText="At least 8 characters."
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || register.isPending}>
        Create Account
      </Button>
    </Stack>
  );
}
