import { forwardRef } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { InsightHistoryItem } from '@tally/contracts';
import { PERIOD_LABELS } from './analysis-period-select';
import { InsightFigures } from './insight-figures';
import { InsightTextView } from './insight-text-view';
import { insightDate } from './previous-insights';

interface LatestInsightProps {
  insight: InsightHistoryItem;
  onRefresh: () => void;
  refreshing: boolean;
}

/** The insight on screen (the newest, or a past one chosen), as paragraphs, with Refresh. Its heading takes focus when a past one is chosen. */
export const LatestInsight = forwardRef<HTMLHeadingElement, LatestInsightProps>(function LatestInsight({ insight, onRefresh, refreshing }, headingRef) {
  return (
    <Card component="section" aria-labelledby="insight-heading" aria-busy={refreshing}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <div>
            <Typography id="insight-heading" ref={headingRef} tabIndex={-1} variant="h2" component="h2" sx={{ outline: 'none' }}>
              Your Insights
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {PERIOD_LABELS[insight.timeFrame]} · {insightDate(insight.createdAt)}
            </Typography>
          </div>
          <Button variant="outlined" size="small" onClick={onRefresh} disabled={refreshing} aria-label="Refresh insights">
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        </Box>
        <Stack spacing={2}>
          <InsightFigures insight={insight} />
          <InsightTextView text={insight.insights} />
        </Stack>
      </CardContent>
    </Card>
  );
});
