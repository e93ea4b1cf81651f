import { Box, Typography } from '@mui/material';
import { formatMoney, formatSignedMoney } from '@tally/ui';
import type { SessionResult } from '../lib/session-result';

const TONES = {
  win: { bg: '#ecfdf3', fg: '#166534', border: '#bbf7d0' },
  loss: { bg: '#fef2f2', fg: '#991b1b', border: '#fecaca' },
  even: { bg: '#f3f4f6', fg: '#1f2937', border: '#d1d5db' },
} as const;

export interface SessionResultPreviewProps {
  result: SessionResult | null;
  totalDeposited: string;
  /** Read out as it changes (the End Session form); off for a finished session's summary. */
  live?: boolean;
}

/**
 * Session Win, Session Loss or Break Even with the net amount, or a hint while there is no amount
 * yet. Of fixed height, so the End Session form under it never moves as the preview changes.
 */
export function SessionResultPreview({ result, totalDeposited, live = false }: SessionResultPreviewProps) {
  const tone = TONES[result?.outcome ?? 'even'];
  return (
    <Box
      role={live ? 'status' : undefined}
      sx={{
        minHeight: 72,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: tone.border,
        bgcolor: tone.bg,
        color: tone.fg,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      {result ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {result.label}: {formatSignedMoney(result.net, 2)}
          </Typography>
          <Typography variant="body2">Against {formatMoney(totalDeposited, 2)} put in</Typography>
        </>
      ) : (
        <Typography variant="body2">Enter the final amount to see how the session went against {formatMoney(totalDeposited, 2)} put in.</Typography>
      )}
    </Box>
  );
}
