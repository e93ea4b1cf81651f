import { Box, Typography } from '@mui/material';
import { GAMBLING_HELPLINE } from '@tally/contracts';

/** The disclaimer under the insights, pointing to the national gambling helpline. */
export function HelplineDisclaimer() {
  return (
    <Box component="aside" aria-label="About these insights" sx={{ px: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        These insights are worked out from what you have logged, to help you keep gambling safe; they are not professional advice. If gambling is causing you or someone close to
        you harm, call {GAMBLING_HELPLINE.name} on{' '}
        <Box component="a" href={`tel:${GAMBLING_HELPLINE.phone.replace(/\s/g, '')}`} sx={{ fontWeight: 600, color: 'primary.main' }}>
          {GAMBLING_HELPLINE.phone}
        </Box>{' '}
        (free, confidential, {GAMBLING_HELPLINE.hours}).
      </Typography>
    </Box>
  );
}
