import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { shortMonthName, type StatementMonthFigures } from '@tally/contracts';
import { formatMoney } from '@tally/ui';

// Only the bar chart's pieces: chart.js tree-shakes the rest away. This module is its own chunk, loaded with the page.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * Columns of spend and net for the six months. Decorative for assistive technology: the table next to it
 * (SixMonthTable) carries the same figures.
 */
export default function SixMonthChart({ months }: { months: readonly StatementMonthFigures[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => shortMonthName(m.month)),
        datasets: [
          { label: 'Spent', data: months.map((m) => Number(m.spend)), backgroundColor: '#0f766e' },
          { label: 'Net', data: months.map((m) => Number(m.net)), backgroundColor: '#b45309' },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatMoney(item.parsed.y, 2)}` } } },
        scales: { y: { ticks: { callback: (value) => formatMoney(Number(value)) } } },
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
