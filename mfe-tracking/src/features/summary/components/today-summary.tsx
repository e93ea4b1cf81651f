import { Box, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { Notice, SectionCard, formatMoney, visuallyHidden } from '@tally/ui';
import type { Stats } from '@tally/contracts';
import { useTodayStats } from '../api/get-today-stats';
import { netTone, netReturn } from '../net-return';

const TILE_MIN_HEIGHT = 76;

/**
 * Today's Summary (spec section 2): Spend, Return, Net and Pending for today, with cents when there
 * are cents ($66.60 is not rounded to $67).
 * While loading, four placeholder tiles of the same size hold the place, so nothing moves when the
 * figures arrive.
 */
export function TodaySummary() {
  const { data: stats, isPending, isError } = useTodayStats();
  return (
    <SectionCard title="Today's Summary">
      {isError ? <Notice tone="error">Failed to fetch stats</Notice> : null}
      <Box component={stats ? 'dl' : 'div'} sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}>
        {stats ? <Tiles stats={stats} /> : isPending ? <Placeholders /> : null}
      </Box>
    </SectionCard>
  );
}

function Tiles({ stats }: { stats: Stats }) {
  const tone = netTone(stats.netLoss);
  return (
    <>
      <Tile label="Spend" value={formatMoney(stats.totalSpent)} />
      <Tile label="Return" value={formatMoney(stats.totalWon)} />
      <Tile label="Net" value={netReturn(stats.netLoss)} color={tone === 'loss' ? 'error.main' : 'secondary.main'} />
      <Tile label="Pending" value={String(stats.pendingCount)} />
    </>
  );
}

function Tile({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1.25, minHeight: TILE_MIN_HEIGHT }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color }}>
        {value}
      </Typography>
    </Box>
  );
}

function Placeholders() {
  return (
    <>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" height={TILE_MIN_HEIGHT} aria-hidden />
      ))}
      <Box component="span" role="status" sx={visuallyHidden}>
        Loading today's summary
      </Box>
    </>
  );
}
