import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { InsightHistoryItem } from '@tally/contracts';
import { formatSignedMoney, Notice, SectionCard } from '@tally/ui';
import { previewOf } from '../utils/insight-text';

/** Past insights shown before 'View All n Insights' (spec section 9). */
export const SHOWN_BEFORE_VIEW_ALL = 3;

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const insightDate = (iso: string) => when.format(new Date(iso));

interface PreviousInsightsProps {
  insights: InsightHistoryItem[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The insight on screen, marked as such in the list. */
  currentId: string | null;
  onChoose: (insight: InsightHistoryItem) => void;
}

/** Previous Insights: the first 3 with a 200-character preview and 'View full analysis'; 'View All n Insights' shows the rest. */
export function PreviousInsights({ insights, isLoading, failed, onRetry, currentId, onChoose }: PreviousInsightsProps) {
  const [showAll, setShowAll] = useState(false);
  const list = insights ?? [];
  const shown = showAll ? list : list.slice(0, SHOWN_BEFORE_VIEW_ALL);
  return (
    <SectionCard title="Previous Insights">
      {failed ? (
        <Notice
          tone="error"
          action={
            <Button size="small" color="inherit" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          Failed to fetch insights history
        </Notice>
      ) : isLoading ? (
        <Typography color="text.secondary">Loading your past insights…</Typography>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">No saved insights for this period yet. Each analysis you generate is kept here.</Typography>
      ) : (
        <Box component="ol" aria-label="Saved insights, newest first" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {shown.map((insight) => (
            <Box component="li" key={insight.id} sx={{ border: 1, borderColor: insight.id === currentId ? 'primary.main' : 'divider', borderRadius: 2, p: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {insightDate(insight.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, color: Number(insight.netReturn) < 0 ? 'error.main' : 'text.primary' }}>
                  Net {formatSignedMoney(insight.netReturn, 2)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {previewOf(insight.insights)}
              </Typography>
              <Button
                size="small"
                sx={{ mt: 0.5, ml: -1 }}
                aria-label={`View full analysis of ${insightDate(insight.createdAt)}`}
                aria-current={insight.id === currentId ? 'true' : undefined}
                onClick={() => onChoose(insight)}
              >
                View full analysis
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {!showAll && list.length > SHOWN_BEFORE_VIEW_ALL ? (
        <Button variant="outlined" fullWidth sx={{ mt: 1.5 }} onClick={() => setShowAll(true)}>
          View All {list.length} Insights
        </Button>
      ) : null}
    </SectionCard>
  );
}
