import { Stack, Typography } from '@mui/material';
import { EMERGENCY, HELPLINES, type Helpline } from '@tally/contracts';
import { HelplineContact, SectionCard } from '@tally/ui';
import { HelpAccordion } from './help-accordion';
import { numberSources, SectionSources } from '../../../components/section-sources';

/** The lines the section lists first, in this order; the other national lines follow in the data's order. */
const FIRST = ['national-gambling-helpline', 'gambling-help-online', 'lifeline'];
const nationalLines = [
  ...FIRST.map((id) => HELPLINES.find((line) => line.id === id)).filter((line) => line !== undefined),
  ...HELPLINES.filter((line) => line.state === 'national' && !FIRST.includes(line.id) && line.phone && line.id !== 'family-and-friends' && line.id !== 'betstop'),
];

// Where each line's details were checked: listed once at the end of the section.
const sources = numberSources(nationalLines.map((line) => line.sources));

function LineList({ lines }: { lines: readonly Helpline[] }) {
  return (
    <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {lines.map((line) => (
        <li key={line.id}>
          <HelplineContact line={line} showDescription />
        </li>
      ))}
    </Stack>
  );
}

/** Helpline contacts (spec section 2): free help, one tap to call, text or chat, hours shown. */
export function HelplinesSection() {
  return (
    <SectionCard title="Helpline contacts">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Free and confidential. You don&apos;t need to have a &quot;big&quot; problem to talk to someone. In an emergency call {EMERGENCY.phone}.
      </Typography>
      <LineList lines={nationalLines.slice(0, FIRST.length)} />
      <HelpAccordion id="more-helplines" title={`More helplines (${nationalLines.length - FIRST.length})`}>
        <LineList lines={nationalLines.slice(FIRST.length)} />
      </HelpAccordion>
      <SectionSources sources={sources} />
    </SectionCard>
  );
}
