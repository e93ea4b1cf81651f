import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { formatMoney, formatSignedMoney } from '@tally/ui';
import type { ChartSeries } from '../lib/chart-buckets';
import { NET_COLOUR, SPEND_COLOUR } from '../lib/chart-colours';

// Only the parts this chart draws are registered, so the bundle leaves out the rest of chart.js
// (other chart types, scales, the legend and title plugins: the legend is HTML, next to the chart).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/** Props of {@link SpendChartCanvas}. */
export interface SpendChartCanvasProps {
  series: ChartSeries;
  /** What the picture shows, for screen readers (the table beside it holds the figures). */
  label: string;
}

/**
 * Spend as bars and net as a line per day or week, drawn with chart.js on a canvas. Not animated:
 * a year of weeks appears at once, and people who prefer reduced motion get no movement.
 */
export default function SpendChartCanvas({ series, label }: SpendChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: series.buckets.map((bucket) => bucket.label),
        datasets: [
          { type: 'bar', label: 'Spend', data: series.buckets.map((bucket) => bucket.spent), backgroundColor: SPEND_COLOUR, borderRadius: 3, order: 2 },
          {
            type: 'line',
            label: 'Net',
            data: series.buckets.map((bucket) => bucket.net),
            borderColor: NET_COLOUR,
            backgroundColor: NET_COLOUR,
            borderWidth: 2,
            pointRadius: series.buckets.length > 31 ? 0 : 2.5,
            tension: 0,
            order: 1,
          },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, ticks: { color: '#4b5563', autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, grid: { color: '#e5e7eb' }, ticks: { color: '#4b5563', precision: 0, callback: (value) => formatMoney(Number(value), 0) } },
        },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => series.buckets[items[0]?.dataIndex ?? 0]?.name ?? '',
              label: (item) => `${item.dataset.label}: ${item.dataset.label === 'Net' ? formatSignedMoney(Number(item.raw), 2) : formatMoney(Number(item.raw), 2)}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [series]);

  return (
    <Box sx={{ position: 'relative', height: { xs: 220, sm: 260 } }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </Box>
  );
}
