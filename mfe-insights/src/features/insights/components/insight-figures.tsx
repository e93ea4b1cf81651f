import { Box, Typography } from '@mui/material';
import type { InsightHistoryItem } from '@tally/contracts';
import { formatMoney, formatSignedMoney } from '@tally/ui';

/** The three figures an insight was written from: spent, won and the net result. */
export function InsightFigures({ insight }: { insight: InsightHistoryItem }) {
  const net = Number(insight.netReturn);
  const figures = [
    { label: 'Spent', value: formatMoney(insight.totalSpent, 2), colour: 'text.primary' },
    { label: 'Won', value: formatMoney(insight.totalWon, 2), colour: 'text.primary' },
    { label: 'Net', value: formatSignedMoney(insight.netReturn, 2), colour: net < 0 ? 'error.main' : net > 0 ? 'success.main' : 'text.primary' },
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}>
      {figures.map((f) => (
        <Box key={f.label} sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, color: f.colour }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
