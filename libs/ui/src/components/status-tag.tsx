import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A small outlined label next to a list item's name ("Pending", "New"). */
export function StatusTag({ children, tone = 'warning' }: { children: ReactNode; tone?: 'warning' | 'primary' }) {
  const colour = tone === 'warning' ? '#92400e' : '#115e59';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        ml: 1,
        px: 0.75,
        borderRadius: 10,
        border: 1,
        borderColor: colour,
        color: colour,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '18px',
        verticalAlign: 'middle',
      }}
    >
      {children}
    </Box>
  );
}
