import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Notice, showToast } from '@tally/ui';
import { useSettings } from '../../limits';
import { useSetAutoCompleteLosses } from '../api/set-auto-complete-losses';

/**
 * 'Auto-Complete AI Losses' (spec section 2, Settings): when on, a pending ticket the AI result
 * check finds lost is completed as a loss without asking. Saved at once (PUT /api/settings).
 */
export function AutoCompleteLossesSwitch() {
  const settings = useSettings();
  const save = useSetAutoCompleteLosses();
  const explanationId = useId();
  // While saving, the switch shows the value asked for; a failure puts it back.
  const checked = save.isPending && save.variables !== undefined ? save.variables : (settings.data?.autoCompleteAILosses ?? false);

  function turn(next: boolean) {
    save.mutate(next, {
      onSuccess: () =>
        showToast({ title: 'Settings updated', description: next ? 'AI-checked losses will be completed for you.' : 'You will confirm AI-checked losses yourself.' }),
      onError: () => showToast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'error' }),
    });
  }

  if (settings.isError) return <Notice tone="error">Failed to fetch settings</Notice>;
  return (
    <Box>
      <FormControlLabel
        sx={{ mx: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
        labelPlacement="start"
        control={
          <Switch
            checked={checked}
            disabled={settings.isPending || save.isPending}
            onChange={(event) => turn(event.target.checked)}
            // A darker off track than MUI's, so the control's edge shows at 3:1 or more (WCAG 1.4.11).
            sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked):not(.Mui-disabled) + .MuiSwitch-track': { bgcolor: '#6b7280', opacity: 1 } }}
            slotProps={{ input: { 'aria-describedby': explanationId, 'aria-busy': settings.isPending || save.isPending } }}
          />
        }
        label="Auto-Complete AI Losses"
      />
      <Typography id={explanationId} variant="body2" color="text.secondary">
        When the AI result check finds a pending ticket lost, mark it as a loss for you instead of asking.
      </Typography>
    </Box>
  );
}
