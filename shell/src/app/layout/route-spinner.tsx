import { Box } from '@mui/material';
import { Spinner } from '@tally/ui';

/** The loading spinner shown while the user or a screen is loading. */
export function RouteSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : 240 }}
    >
      <Spinner />
    </Box>
  );
}
