import { Stack, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import type { HarmReductionTip } from '../../../reference/help-content';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { HelpAccordion } from './help-accordion';
import { numberSources, SectionSources, SourceMarks, type NumberedSources } from '../../../components/section-sources';

/** Tips shown before "More tips". */
const SHOWN = 6;

const sources = numberSources(HELP_CONTENT.harmReductionTips.map((tip) => tip.sources));

function TipList({ tips, sources }: { tips: readonly HarmReductionTip[]; sources: NumberedSources }) {
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {tips.map((tip) => (
        <li key={tip.id}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {tip.tip}
          </Typography>
          <Typography variant="body2">
            {tip.detail}
            <SourceMarks numbers={sources.numbersOf(tip.sources)} />
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** Harm-reduction tips (spec section 2), each citing its sources by number; the first six in view, the rest one tap away; the sources at the end. */
export function HarmReductionSection() {
  return (
    <SectionCard title="Harm-reduction tips">
      <TipList tips={HELP_CONTENT.harmReductionTips.slice(0, SHOWN)} sources={sources} />
      <HelpAccordion id="more-tips" title={`More tips (${HELP_CONTENT.harmReductionTips.length - SHOWN})`}>
        <TipList tips={HELP_CONTENT.harmReductionTips.slice(SHOWN)} sources={sources} />
      </HelpAccordion>
      <SectionSources sources={sources} />
    </SectionCard>
  );
}
