import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { formatMoney } from '@tally/ui';
import { shortMonthName } from '../../statement/lib/month-name';
import type { MonthComparison } from '../lib/compare-months';

// Only the bar chart's pieces (as the statement's chart): the rest of chart.js is tree-shaken.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * Per month, oldest first: what the bank shows went to gambling beside Tally's spend. Hidden from assistive
 * technology: each month's table below carries the same figures.
 */
export default function GapChart({ months }: { months: readonly MonthComparison[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const ordered = [...months].reverse();
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: ordered.map((m) => shortMonthName(m.month)),
        datasets: [
          { label: 'Bank: sent to gambling', data: ordered.map((m) => m.sentCents / 100), backgroundColor: '#b45309' },
          { label: 'Tally: spend', data: ordered.map((m) => m.tallySpendCents / 100), backgroundColor: '#0f766e' },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatMoney(item.parsed.y, 2)}` } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } } },
      },
    });
    return () => chart.destroy();
  }, [months]);
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 220 }}>
      <canvas ref={canvas} />
    </Box>
  );
}
