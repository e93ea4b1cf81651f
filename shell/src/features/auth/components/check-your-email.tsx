import { Button, Stack, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { tooManyRequestsToast } from '@tally/ui';
import { useToast } from '@tally/ui/core';
import { useResendVerification } from '../api/resend-verification';

/** After registering: where the verification link went, Resend Verification Email, and Back to Login. */
export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const resend = useResendVerification();
  const toast = useToast();

  const resendEmail = () =>
    resend.mutate(email, {
      onSuccess: () => toast({ title: 'Verification Email Sent', description: 'Please check your inbox for the verification link.' }),
      onError: (error) => toast(tooManyRequestsToast(error) ?? { title: 'Failed to Send Email', description: error.message, variant: 'error' }),
    });

  return (
    <Stack spacing={2} sx={{ py: 1, alignItems: 'center', textAlign: 'center' }}>
      <MailIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h2" component="h2">
        Check Your Email
      </Typography>
      {/* A long address breaks anywhere rather than widen the card past a phone's edge. */}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        We sent a verification link to <strong>{email}</strong>. Open it to confirm your address.
      </Typography>
      <Stack spacing={1.5} sx={{ width: '100%' }}>
        <Button variant="contained" onClick={resendEmail} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Button variant="outlined" onClick={onBack}>
          Back to Login
        </Button>
      </Stack>
    </Stack>
  );
}
