import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { Theme } from '@mui/material';
import { useBackCloses } from './use-back-closes';

/** Props of {@link ResponsiveDialog}. */
export interface ResponsiveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A line under the title, also the dialog's description. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Buttons pinned to the bottom (a form's submit): always in reach of a thumb on a phone. */
  actions?: ReactNode;
}

/**
 * The tracking dialogs' frame: full screen on phones (one thumb at 390x844), a centred card on
 * larger screens, a close button, and actions pinned under the scrolling content so the submit
 * button never moves when the content grows. Back closes it (useBackCloses).
 */
export function ResponsiveDialog({ open, onClose, title, subtitle, children, actions }: ResponsiveDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useBackCloses(open, onClose);
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={subtitle ? subtitleId : undefined}>
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {title}
        {subtitle ? (
          <Typography id={subtitleId} variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions ? <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', px: 3, py: 2, pb: 'max(16px, env(safe-area-inset-bottom))' }}>{actions}</Box> : null}
    </Dialog>
  );
}
