import { Box, Button, Typography } from '@mui/material';
import { telHref } from '@tally/contracts';
import { SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { HelpAccordion } from './help-accordion';
import { numberSources, SectionSources } from '../../../components/section-sources';

/** The regulator accordion (spec section 2): one panel per state and territory. */
export function RegulatorsSection() {
  return (
    <SectionCard title="Gambling regulators">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Each state and territory licenses gambling and takes complaints about venues and betting providers.
      </Typography>
      {HELP_CONTENT.regulators.map((r) => (
        <HelpAccordion key={r.state} id={`regulator-${r.state.toLowerCase()}`} title={`${r.state}: ${r.name}`}>
          <Typography variant="body2">{r.remit}</Typography>
          {r.history ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {r.history}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <Button variant="outlined" href={r.url} target="_blank" rel="noopener noreferrer" aria-label={`Website: ${r.name} (opens in a new tab)`} sx={{ minHeight: 44 }}>
              Website
            </Button>
            {r.phone && /^[\d\s()]+$/.test(r.phone) ? (
              <Button variant="outlined" href={telHref(r.phone)} aria-label={`Call ${r.phone}: ${r.name}`} sx={{ minHeight: 44 }}>
                Call {r.phone}
              </Button>
            ) : r.phone ? (
              <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                Phone: {r.phone}
              </Typography>
            ) : null}
          </Box>
          <SectionSources sources={numberSources([r.sources])} heading="h4" />
        </HelpAccordion>
      ))}
    </SectionCard>
  );
}
