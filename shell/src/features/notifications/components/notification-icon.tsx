import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import AiCheckIcon from '@mui/icons-material/AutoAwesomeOutlined';
import AiUnclearIcon from '@mui/icons-material/HelpOutlineOutlined';
import LimitApproachingIcon from '@mui/icons-material/TrendingUp';
import LimitReachedIcon from '@mui/icons-material/ReportProblemOutlined';
import SessionTimeIcon from '@mui/icons-material/TimerOutlined';
import LateNightIcon from '@mui/icons-material/BedtimeOutlined';
import StatementIcon from '@mui/icons-material/ReceiptLongOutlined';
import GeneralIcon from '@mui/icons-material/NotificationsOutlined';
import type { NotificationIconKey, NotificationTone } from '../notification-presentation';

const ICONS: Record<NotificationIconKey, ComponentType<{ fontSize?: 'small' }>> = {
  'ai-check': AiCheckIcon,
  'ai-unclear': AiUnclearIcon,
  'limit-approaching': LimitApproachingIcon,
  'limit-reached': LimitReachedIcon,
  'session-time': SessionTimeIcon,
  'late-night': LateNightIcon,
  statement: StatementIcon,
  general: GeneralIcon,
};

// Tile and icon colours with at least 3:1 between them (non-text contrast), the Notice palette.
const TONES: Record<NotificationTone, { bg: string; fg: string }> = {
  primary: { bg: '#ccfbf1', fg: '#115e59' },
  warning: { bg: '#fef3c7', fg: '#92400e' },
  error: { bg: '#fee2e2', fg: '#991b1b' },
  neutral: { bg: '#f3f4f6', fg: '#374151' },
};

/** A notification's icon on a round tile. Decorative: the item's name says what kind it is. */
export function NotificationIcon({ icon, tone }: { icon: NotificationIconKey; tone: NotificationTone }) {
  const Icon = ICONS[icon];
  const colours = TONES[tone];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: colours.bg, color: colours.fg }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
