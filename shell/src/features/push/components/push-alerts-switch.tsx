import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Notice } from '@tally/ui';
import { usePushAlerts } from '../hooks/use-push-alerts';

/**
 * "Push alerts on this device": limit and session alerts as system notifications, so they reach a
 * person who is not looking at Tally. Disabled, with the reason, where this browser or the server
 * cannot do push; when the browser blocks notifications, says how to allow them.
 */
export function PushAlertsSwitch() {
  const push = usePushAlerts();
  const explanationId = useId();
  const reasonId = useId();
  const blockedId = useId();
  const describedBy = [explanationId, push.reason && reasonId, push.blockedMessage && blockedId].filter(Boolean).join(' ');

  return (
    <Stack spacing={1.5}>
      <Box>
        <FormControlLabel
          sx={{ mx: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
          labelPlacement="start"
          control={
            <Switch
              checked={push.state === 'on'}
              disabled={push.state === 'checking' || push.state === 'unavailable' || push.busy}
              onChange={(event) => push.turn(event.target.checked)}
              // MUI's off track is a pale grey (about 2.7:1 on white); a darker one shows the control's
              // edge at 3:1 or more (WCAG 1.4.11 non-text contrast).
              sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked):not(.Mui-disabled) + .MuiSwitch-track': { bgcolor: '#6b7280', opacity: 1 } }}
              slotProps={{ input: { 'aria-describedby': describedBy, 'aria-busy': push.busy || push.state === 'checking' } }}
            />
          }
          label="Push alerts on this device"
        />
        <Typography id={explanationId} variant="body2" color="text.secondary">
          Limit and session alerts arrive even when Tally is closed.
        </Typography>
      </Box>
      {push.reason && (
        <Box id={reasonId}>
          <Notice tone="info">{push.reason}</Notice>
        </Box>
      )}
      {push.blockedMessage && (
        <Box id={blockedId}>
          <Notice tone="warning">{push.blockedMessage}</Notice>
        </Box>
      )}
    </Stack>
  );
}
