import { Stack, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import type { HarmReductionTip } from '../../../reference/help-content';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { HelpAccordion } from './help-accordion';
import { SourceLinks } from './source-links';

/** Tips shown before "More tips". */
const SHOWN = 6;

function TipList({ tips }: { tips: readonly HarmReductionTip[] }) {
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {tips.map((tip) => (
        <li key={tip.id}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {tip.tip}
          </Typography>
          <Typography variant="body2">{tip.detail}</Typography>
          <SourceLinks sources={tip.sources} />
        </li>
      ))}
    </Stack>
  );
}

/** Harm-reduction tips (spec section 2), each with its source; the first six in view, the rest one tap away. */
export function HarmReductionSection() {
  return (
    <SectionCard title="Harm-reduction tips">
      <TipList tips={HELP_CONTENT.harmReductionTips.slice(0, SHOWN)} />
      <HelpAccordion id="more-tips" title={`More tips (${HELP_CONTENT.harmReductionTips.length - SHOWN})`}>
        <TipList tips={HELP_CONTENT.harmReductionTips.slice(SHOWN)} />
      </HelpAccordion>
    </SectionCard>
  );
}
