import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const tones = {
  success: { bg: '#ecfdf3', fg: '#166534', border: '#bbf7d0' },
  error: { bg: '#fef2f2', fg: '#991b1b', border: '#fecaca' },
  warning: { bg: '#fffbeb', fg: '#92400e', border: '#fde68a' },
  info: { bg: '#eff6ff', fg: '#1e40af', border: '#bfdbfe' },
} as const;

/** Props of {@link Notice}. */
export interface NoticeProps {
  tone: keyof typeof tones;
  children: ReactNode;
  /** e.g. a Retry button, shown at the end of the line. */
  action?: ReactNode;
}

/**
 * An inline message box: success and info are announced politely (role "status"), errors and
 * warnings at once (role "alert"). Lighter than MUI's Alert (no icon set, no close button), which
 * keeps it out of the first-load budget; colours meet 4.5:1 contrast.
 */
export function Notice({ tone, children, action }: NoticeProps) {
  const colours = tones[tone];
  return (
    <Box
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: colours.border,
        bgcolor: colours.bg,
        color: colours.fg,
        typography: 'body2',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
