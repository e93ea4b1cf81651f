import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** Props of {@link SectionCard}. */
export interface SectionCardProps {
  /** The card's h2; it also names the card's region for assistive technology. */
  title: string;
  children?: ReactNode;
}

/** A card that is a named region: `<section aria-labelledby>` with an h2 title. */
export function SectionCard({ title, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
