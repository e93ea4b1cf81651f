import { Box, Stack, Typography } from '@mui/material';
import { formatMoney } from '@tally/ui';
import { shortMonthName } from '../../statement';
import type { MonthComparison } from '../lib/compare-months';

const BANK = '#b45309';
const TALLY = '#0f766e';
const HEIGHT = 160;

/**
 * Per month, oldest first: what the bank shows went to gambling beside Tally's spend, as pairs of bars. Plain SVG, not
 * chart.js: chart.js alone is about 53 kB gzip, most of this page's 60 kB budget, for two bars a month. Hidden from
 * assistive technology: each month's table below carries the same figures.
 */
export function GapChart({ months }: { months: readonly MonthComparison[] }) {
  const ordered = [...months].reverse().slice(-12);
  const top = Math.max(1, ...ordered.flatMap((m) => [m.sentCents, m.tallySpendCents]));
  const slot = 100 / ordered.length;
  const bar = Math.min(slot * 0.32, 12);
  const y = (cents: number) => HEIGHT - (cents / top) * (HEIGHT - 8);
  return (
    <Box aria-hidden>
      <Typography variant="caption" color="text.secondary">
        Up to {formatMoney(top / 100)}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height: HEIGHT, borderBottom: 1, borderColor: 'divider' }}
      >
        {ordered.map((m, i) => {
          const centre = slot * i + slot / 2;
          return (
            <g key={m.month}>
              <rect x={centre - bar - 0.5} y={y(m.sentCents)} width={bar} height={HEIGHT - y(m.sentCents)} fill={BANK} />
              <rect x={centre + 0.5} y={y(m.tallySpendCents)} width={bar} height={HEIGHT - y(m.tallySpendCents)} fill={TALLY} />
            </g>
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${ordered.length}, 1fr)`, textAlign: 'center' }}>
        {ordered.map((m) => (
          <Typography key={m.month} variant="caption" color="text.secondary">
            {shortMonthName(m.month)}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Legend colour={BANK} label="Bank: sent to gambling" />
        <Legend colour={TALLY} label="Tally: spend" />
      </Stack>
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 12, bgcolor: colour, borderRadius: 0.5 }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
