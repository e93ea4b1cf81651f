import { Box, Typography } from '@mui/material';
import { PhoneLinkedText, SectionCard } from '@tally/ui';
import { useSupportTips } from '../api/get-tips';

/** The six responsible-gambling tips (spec section 2), from mfe-support. Nothing shows while they are unavailable. */
export function ResponsibleGamblingTips() {
  const { data } = useSupportTips();
  if (!data) return null;
  return (
    <SectionCard title="Responsible Gambling Tips">
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {data.tips.map((tip) => (
          <li key={tip.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {tip.title}.
            </Typography>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              <PhoneLinkedText text={tip.text} />
            </Typography>
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
