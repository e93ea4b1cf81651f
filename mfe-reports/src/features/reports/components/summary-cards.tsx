import { Box, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { formatMoney, formatSignedMoney } from '@tally/ui';
import { formatReturnRate, type ReportSummary } from '../lib/report-summary';

const CARD_MIN_HEIGHT = 80;

/**
 * The four summary cards (spec section 2): Total Spend, Total Return, Net Return (signed) and
 * Return Rate (signed, one decimal), as a description list. Placeholders of the same size hold the
 * place while loading, so nothing moves when the figures arrive.
 */
export function SummaryCards({ summary }: { summary: ReportSummary | undefined }) {
  return (
    <Box component="section" aria-label="Summary">
      {summary ? (
        <Box component="dl" sx={{ ...gridSx, m: 0 }}>
          <Card label="Total Spend" value={formatMoney(summary.totalSpent, 2)} />
          <Card label="Total Return" value={formatMoney(summary.totalReturn, 2)} />
          <Card label="Net Return" value={formatSignedMoney(summary.net, 2)} color={toneOf(Number(summary.net))} />
          <Card label="Return Rate" value={formatReturnRate(summary.returnRate)} color={toneOf(summary.returnRate)} />
        </Box>
      ) : (
        <Box sx={gridSx}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={CARD_MIN_HEIGHT} aria-hidden />
          ))}
        </Box>
      )}
    </Box>
  );
}

// Two by two at every width: a quarter of the page is too narrow for a year's figures ("$506,721.00").
const gridSx = { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 } as const;

function toneOf(value: number): string | undefined {
  return value < 0 ? 'error.main' : value > 0 ? 'secondary.main' : undefined;
}

/**
 * A figure's font size: 1.25rem, or smaller when it would not fit its card on one line (a phone's
 * half width holds about ten characters), down to 0.875rem, below which it wraps. The card is a size
 * container, so 100cqi is its content width; a bold digit is at most about 0.68em wide.
 */
function figureFontSize(value: string): string {
  return `clamp(0.875rem, ${(100 / (0.68 * Math.max(value.length, 1))).toFixed(2)}cqi, 1.25rem)`;
}

function Card({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1.25, minHeight: CARD_MIN_HEIGHT, containerType: 'inline-size' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: figureFontSize(value), lineHeight: '1.875rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
