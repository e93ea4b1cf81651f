import { Box } from '@mui/material';
import { OUTCOME_LABELS, type Outcome } from '../lib/activity-outcome';

// Text colours at 4.5:1 or more on their tints (WCAG AA).
const TONES: Record<Outcome, { bg: string; fg: string }> = {
  pending: { bg: '#fffbeb', fg: '#92400e' },
  win: { bg: '#ecfdf3', fg: '#166534' },
  loss: { bg: '#fef2f2', fg: '#991b1b' },
};

/** The outcome as a small pill: Pending, Win or Loss. */
export function OutcomeTag({ outcome }: { outcome: Outcome }) {
  const tone = TONES[outcome];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 10,
        bgcolor: tone.bg,
        color: tone.fg,
        border: 1,
        borderColor: tone.fg,
        fontSize: '0.8125rem',
        fontWeight: 700,
      }}
    >
      {OUTCOME_LABELS[outcome]}
    </Box>
  );
}
