import { Link } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { EMERGENCY } from '@tally/contracts';
import { HelplineContact } from '@tally/ui';
import { paths } from '../../config/paths';
import { CRISIS_LINES, GAMBLING_HELP_LINES } from './crisis-lines';

/** Props of {@link NeedHelpNowDialog}. */
export interface NeedHelpNowDialogProps {
  open: boolean;
  onClose(): void;
  /** Signed in, it links to the full Help & Support page. */
  signedIn: boolean;
}

/** Gambling Help first, then 000, then the crisis lines: one tap to call, text or chat. */
export default function NeedHelpNowDialog({ open, onClose, signedIn }: NeedHelpNowDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="need-help-now-title" aria-describedby="need-help-now-intro" fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id="need-help-now-title">Need help now?</DialogTitle>
      <DialogContent>
        <Typography id="need-help-now-intro" variant="body2" sx={{ mb: 2 }}>
          You are not alone. These services are free and confidential.
        </Typography>
        <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {GAMBLING_HELP_LINES.map((line) => (
            <li key={line.id}>
              <HelplineContact line={line} />
            </li>
          ))}
          <Box component="li" sx={{ p: 1.5, borderRadius: 2, bgcolor: '#fef2f2' }}>
            <HelplineContact line={{ name: `${EMERGENCY.name} (${EMERGENCY.phone})`, phone: EMERGENCY.phone, description: EMERGENCY.description }} showDescription />
          </Box>
          {CRISIS_LINES.map((line) => (
            <li key={line.id}>
              <HelplineContact line={line} />
            </li>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {signedIn ? (
          <Button component={Link} to={paths.education} onClick={onClose} sx={{ minHeight: 44 }}>
            All help and support
          </Button>
        ) : null}
        <Button onClick={onClose} variant="outlined" sx={{ minHeight: 44 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
