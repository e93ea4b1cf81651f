import { Stack, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { SourceLinks } from './source-links';

/** Harm-reduction tips (spec section 2), each with its source. */
export function HarmReductionSection() {
  return (
    <SectionCard title="Harm-reduction tips">
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {HELP_CONTENT.harmReductionTips.map((tip) => (
          <li key={tip.id}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {tip.tip}
            </Typography>
            <Typography variant="body2">{tip.detail}</Typography>
            <SourceLinks sources={tip.sources} />
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
