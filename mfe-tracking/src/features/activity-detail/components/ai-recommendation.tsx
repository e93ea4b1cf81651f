import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import type { Activity } from '@tally/contracts';
import { formatMoney } from '@tally/ui';
import { AI_VERDICT_LABELS, aiVerdict, confidenceText, type AiVerdict } from '../lib/activity-outcome';

const SUMMARIES: Record<AiVerdict, (confidence: string | null) => string> = {
  win: (confidence) => `The AI checked the results and thinks this ticket won${confidence ? ` (${confidence} confidence)` : ''}.`,
  loss: (confidence) => `The AI checked the results and thinks this ticket lost${confidence ? ` (${confidence} confidence)` : ''}.`,
  undetermined: () => 'The AI could not determine the result. Please update it yourself.',
  review: () => 'The AI result needs your review. Please update it yourself.',
};

export interface AiRecommendationProps {
  activity: Activity;
  /** Confirm and adjust buttons, while the recommendation can still be acted on. */
  actions?: ReactNode;
}

/** The AI result check of a ticket (spec section 4): its verdict, confidence, suggested win amount and notes. */
export function AiRecommendation({ activity, actions }: AiRecommendationProps) {
  const verdict = aiVerdict(activity.aiResultStatus);
  const confidence = confidenceText(activity.aiResultConfidence);
  return (
    <Box component="section" aria-label="AI recommendation" sx={{ border: 1, borderColor: '#bfdbfe', bgcolor: '#eff6ff', borderRadius: 2, p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutoAwesomeOutlinedIcon aria-hidden sx={{ color: '#1e40af' }} />
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', flexGrow: 1 }}>
            AI Recommendation
          </Typography>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: '#1e40af' }}>
            AI: {AI_VERDICT_LABELS[verdict]}
          </Typography>
        </Stack>
        <Typography variant="body2">{SUMMARIES[verdict](confidence)}</Typography>
        {verdict === 'win' && activity.aiResultWinAmount !== null ? (
          <Typography variant="body2">
            Suggested win amount: <strong>{formatMoney(activity.aiResultWinAmount, 2)}</strong>
          </Typography>
        ) : null}
        {activity.aiResultDetails ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {activity.aiResultDetails}
          </Typography>
        ) : null}
        {actions ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
