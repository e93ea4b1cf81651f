import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** The teal tile a feature's icon sits on (landing cards, /auth panel and strip). */
export function FeatureIcon({ children }: { children: ReactNode }) {
  return <Box sx={{ color: 'primary.main', bgcolor: 'primary.light', borderRadius: 2, p: 1, display: 'flex', flexShrink: 0 }}>{children}</Box>;
}

/** Props of {@link FeatureLine}. */
export interface FeatureLineProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The heading level that fits the page's outline. */
  heading: 'h2' | 'h3';
}

/** One selling point: icon tile, a heading and a line of text. */
export function FeatureLine({ icon, title, text, heading }: FeatureLineProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FeatureIcon>{icon}</FeatureIcon>
      <div>
        <Typography variant="h3" component={heading}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </div>
    </Stack>
  );
}
