import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface StatTile {
  label: string;
  value: ReactNode;
}

/**
 * A row of equal tiles (a description list): label over value. Equal columns and tabular figures,
 * so a value that changes (the elapsed time, a new total) never moves its neighbours.
 */
export function StatTiles({ items }: { items: StatTile[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))`, gap: 1, m: 0 }}>
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}>
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.4, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, fontSize: '1.0625rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
