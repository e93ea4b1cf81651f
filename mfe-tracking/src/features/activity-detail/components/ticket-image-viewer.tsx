import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Notice } from '@tally/ui';
import { ResponsiveDialog } from '../../../components/responsive-dialog';

export interface TicketImageViewerProps {
  open: boolean;
  onClose: () => void;
  /** The activity's ticketImageUrl (answered to its owner only). */
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
}

/**
 * The ticket photo on top of the detail dialog, the whole ticket at once (fitted to the screen's
 * height), with a link to the image at its own size in a new tab for zooming in.
 */
export function TicketImageViewer({ open, onClose, src, alt }: TicketImageViewerProps) {
  const [failed, setFailed] = useState(false);
  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Ticket Image" actions={<Button onClick={onClose}>Close</Button>}>
      {failed ? (
        <Notice tone="error">The ticket image could not be loaded.</Notice>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* 100dvh less the title, the actions and the link: on a phone the dialog is the whole screen. */}
          <Box
            component="img"
            src={src}
            alt={alt}
            onError={() => setFailed(true)}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100dvh - 260px)', minHeight: 120, objectFit: 'contain', borderRadius: 1, bgcolor: '#f3f4f6' }}
          />
          <Button component="a" href={src} target="_blank" rel="noopener" size="small" endIcon={<OpenInNewIcon aria-hidden />}>
            Open full size in a new tab
          </Button>
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
