import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { WIDE_SCREEN } from '../theme/wide-screen';

/**
 * Two columns on a wide screen (the first one wider), one on phones: the first column's cards come
 * first, then the second's, in reading order as on a phone. Used inside a `wide` PageContainer.
 */
export function PageColumns({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)', [WIDE_SCREEN]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } }}>
      {children}
    </Box>
  );
}

/** One column of {@link PageColumns}: its cards stacked. */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      {children}
    </Stack>
  );
}
