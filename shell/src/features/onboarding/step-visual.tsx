import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import WaveIcon from '@mui/icons-material/WavingHandOutlined';
import ScanIcon from '@mui/icons-material/DocumentScanner';
import ReportsIcon from '@mui/icons-material/Assessment';
import InsightsIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BellIcon from '@mui/icons-material/Notifications';
import DoneIcon from '@mui/icons-material/CheckCircle';
import type { OnboardingStepId } from '@tally/contracts';
import { StatusTag } from '@tally/ui';

const CATEGORIES = ['Racing', 'Lottery', 'Pokies', 'Table Games'] as const;

function Bubble({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mx: 'auto',
        mb: 2,
        width: 64,
        height: 64,
        borderRadius: '50%',
        bgcolor: 'primary.light',
        color: 'primary.dark',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        '& svg': { fontSize: 34 },
      }}
    >
      {children}
    </Box>
  );
}

/** The picture above each step's text: an icon, the category tiles, or a sample pending bet. */
export function StepVisual({ id }: { id: OnboardingStepId }) {
  if (id === 'categories') {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 2 }}>
        {CATEGORIES.map((name) => (
          <Box key={name} sx={{ p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', textAlign: 'center', fontWeight: 600 }}>
            {name}
          </Box>
        ))}
      </Box>
    );
  }
  if (id === 'pending-tracking') {
    return (
      <Box sx={{ p: 1.5, mb: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>Horse Racing: Win</Typography>
          <StatusTag>Pending</StatusTag>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Race 5, Horse #7 · $20.00
        </Typography>
      </Box>
    );
  }
  const icons: Partial<Record<OnboardingStepId, ReactNode>> = {
    welcome: <WaveIcon />,
    'ocr-scanning': <ScanIcon />,
    reports: <ReportsIcon />,
    'ai-insights': <InsightsIcon />,
    notifications: <BellIcon />,
    complete: <DoneIcon />,
  };
  return <Bubble>{icons[id]}</Bubble>;
}
