import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { formatMoney, formatSignedMoney } from '@tally/ui';
import type { ChartSeries } from '../lib/chart-buckets';
import { NET_COLOUR, SPEND_COLOUR } from '../lib/chart-colours';

// chart.js is loaded with the chart, by this page only: no other screen pays for it.
const SpendChartCanvas = lazy(() => import('./spend-chart-canvas'));

/**
 * Spend and net across the period, for people who would rather look than read, with the same
 * figures in a table behind a disclosure for screen readers and for anyone who wants numbers.
 */
export function SpendChart({ series }: { series: ChartSeries }) {
  const tableId = useId();
  const label = useMemo(() => describe(series), [series]);
  // The table is built when first opened: a year has 53 rows nobody sees until they ask.
  const [tableOpen, setTableOpen] = useState(false);
  if (series.buckets.every((bucket) => bucket.spent === 0 && bucket.net === 0)) {
    return <Typography color="text.secondary">Nothing was spent in this period.</Typography>;
  }
  return (
    <Box>
      <Box component="ul" aria-hidden sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1, typography: 'body2', color: 'text.secondary' }}>
        <li>
          <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: 0.5, bgcolor: SPEND_COLOUR, mr: 0.75, verticalAlign: 'middle' }} />
          Spend
        </li>
        <li>
          <Box component="span" sx={{ display: 'inline-block', width: 14, height: 3, bgcolor: NET_COLOUR, mr: 0.75, verticalAlign: 'middle' }} />
          Net
        </li>
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={220} aria-hidden />}>
        <SpendChartCanvas series={series} label={label} />
      </Suspense>
      <Box
        component="details"
        onToggle={(event: { currentTarget: HTMLDetailsElement }) => setTableOpen(event.currentTarget.open)}
        sx={{ mt: 1.5, '& summary': { cursor: 'pointer', fontWeight: 600, color: 'primary.main', py: 1 } }}
      >
        <summary>Show the figures as a table</summary>
        {tableOpen ? <FiguresTable id={tableId} series={series} /> : null}
      </Box>
    </Box>
  );
}

/** The chart's figures: a row per day or week. */
function FiguresTable({ id, series }: { id: string; series: ChartSeries }) {
  const unit = series.unit === 'week' ? 'week' : 'day';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        id={id}
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
          '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <Typography component="caption" variant="body2" sx={{ textAlign: 'left', color: 'text.secondary', pb: 1 }}>
          Spend and net per {unit}
        </Typography>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
              {unit === 'week' ? 'Week starting' : 'Day'}
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              Spend
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              Net
            </Box>
          </tr>
        </thead>
        <tbody>
          {series.buckets.map((bucket) => (
            <tr key={bucket.start.getTime()}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
                {bucket.name}
              </Box>
              <td>{formatMoney(bucket.spent, 2)}</td>
              <td>{formatSignedMoney(bucket.net, 2)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** One sentence a screen reader says for the picture: the span, the total spend and the busiest bar. */
function describe(series: ChartSeries): string {
  const unit = series.unit === 'week' ? 'week' : 'day';
  if (series.buckets.length === 0) return `Chart of spend and net per ${unit}: nothing to show.`;
  const busiest = series.buckets.reduce((top, bucket) => (bucket.spent > top.spent ? bucket : top));
  const total = series.buckets.reduce((sum, bucket) => sum + bucket.spent, 0);
  const first = series.buckets[0].name;
  const last = series.buckets[series.buckets.length - 1].name;
  const span = first === last ? first : `${first} to ${last}`;
  return `Chart of spend and net per ${unit}, ${span}: ${formatMoney(total, 2)} spent${busiest.spent > 0 ? `, most on ${busiest.name} (${formatMoney(busiest.spent, 2)})` : ''}. The figures are in the table below.`;
}
