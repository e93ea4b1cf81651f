import type { ReactNode } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { WIDE_SCREEN } from '../theme/wide-screen';

/** Props of {@link PageContainer}. */
export interface PageContainerProps {
  /** The page's h1. */
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Shown at the right of the title row (e.g. a "Mark all read" button). */
  action?: ReactNode;
  /** On a wide screen, the page takes the width (for PageColumns); otherwise it stays a phone-width column. */
  wide?: boolean;
  children?: ReactNode;
}

/** The phone-first column every screen sits in: an h1, an optional subtitle, then the content. */
export function PageContainer({ title, subtitle, action, wide = false, children }: PageContainerProps) {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 3, [WIDE_SCREEN]: wide ? { maxWidth: 1120, px: 4 } : {} }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h1" component="h1">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            ) : null}
          </div>
          {action}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
