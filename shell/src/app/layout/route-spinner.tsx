import { Box } from '@mui/material';
import { Spinner } from '@tally/ui/core';

/**
 * The loading spinner shown while the user or a screen is loading. Full page, it sits in the
 * page's main landmark, so the page always has one.
 */
export function RouteSpinner({ fullPage = false }: { fullPage?: boolean }) {
  const spinner = (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : 240 }}>
      <Spinner />
    </Box>
  );
  return fullPage ? <main>{spinner}</main> : spinner;
}
