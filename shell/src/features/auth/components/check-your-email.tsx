import { Button, Stack, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';

/** After registering: where the verification link went, and the way back to Sign In. */
export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <Stack spacing={2} sx={{ py: 1, alignItems: 'center', textAlign: 'center' }}>
      <MailIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h2" component="h2">
        Check Your Email
      </Typography>
      <Typography color="text.secondary">
        We sent a verification link to <strong>{email}</strong>. Open it to confirm your address.
      </Typography>
      <Button variant="outlined" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}
