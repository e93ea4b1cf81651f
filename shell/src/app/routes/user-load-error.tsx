import { Button, Container } from '@mui/material';
import { Notice } from '@tally/ui/core';

/** Shown when GET /api/user fails for a reason other than being signed out (e.g. the server is down). */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 6 }}>
      <Notice
        tone="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Tally could not be reached. Check your connection and try again.
      </Notice>
    </Container>
  );
}
