import { Box, Card, CardContent, Typography } from '@mui/material';
import TipIcon from '@mui/icons-material/LightbulbOutlined';
import { useId } from 'react';
import { PhoneLinkedText } from '@tally/ui';
import { useSupportTips } from '../api/get-tips';

/** Tip of the Day (spec section 2), chosen by mfe-support by day of year. Nothing shows while the tips are unavailable. */
export function TipOfTheDay() {
  const headingId = useId();
  const { data } = useSupportTips();
  if (!data) return null;
  const tip = data.tipOfTheDay(new Date());
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box aria-hidden sx={{ display: 'flex', pt: 0.25 }}>
          <TipIcon />
        </Box>
        <Box>
          <Typography id={headingId} variant="h2" component="h2" sx={{ color: 'inherit' }}>
            Tip of the Day
          </Typography>
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{tip.title}</Typography>
          <Typography variant="body2" sx={{ mt: 0.25 }}>
            <PhoneLinkedText text={tip.text} />
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
