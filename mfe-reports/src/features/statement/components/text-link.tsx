import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@mui/material';

const linkSx = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'underline',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

/** A link inside the app (MUI's Link is not among the shared modules). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box component={RouterLink} to={to} sx={linkSx}>
      {children}
    </Box>
  );
}

/** A link out of the app's routes: a phone number (tel:) or the PDF download. */
export function PlainLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box component="a" href={href} sx={linkSx}>
      {children}
    </Box>
  );
}
