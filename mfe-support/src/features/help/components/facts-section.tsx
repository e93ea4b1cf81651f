import { Stack, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { HelpAccordion } from './help-accordion';
import { numberSources, SectionSources, SourceMarks } from '../../../components/section-sources';

const list = { listStyle: 'none', p: 0, m: 0 } as const;
const houseEdgeSources = numberSources(HELP_CONTENT.houseEdge.map((row) => row.sources));
const statisticsSources = numberSources(HELP_CONTENT.statistics.map((row) => row.sources));
const psychologySources = numberSources(HELP_CONTENT.psychology.map((row) => row.sources));

/** The facts accordion (spec section 2): House Edge, Australian Statistics, Psychology. */
export function FactsSection() {
  return (
    <SectionCard title="Facts">
      <HelpAccordion id="facts-house-edge" title="House Edge">
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Every game is built so the operator keeps part of what is bet over time: the house edge. The longer you play, the closer your losses get to it.
        </Typography>
        <Stack spacing={1.5} component="ul" sx={list}>
          {HELP_CONTENT.houseEdge.map((row) => (
            <li key={row.game}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {row.game}
              </Typography>
              <Typography variant="body2">
                {row.houseEdge}
                <SourceMarks numbers={houseEdgeSources.numbersOf(row.sources)} />
              </Typography>
              {row.plain ? (
                <Typography variant="body2" color="text.secondary">
                  {row.plain}
                </Typography>
              ) : null}
            </li>
          ))}
        </Stack>
        <SectionSources sources={houseEdgeSources} heading="h4" />
      </HelpAccordion>
      <HelpAccordion id="facts-statistics" title="Australian Statistics">
        <Stack spacing={1.5} component="ul" sx={list}>
          {HELP_CONTENT.statistics.map((row) => (
            <li key={row.id}>
              <Typography variant="body2">
                {row.fact}
                {row.period ? ` (${row.period})` : null}
                <SourceMarks numbers={statisticsSources.numbersOf(row.sources)} />
              </Typography>
            </li>
          ))}
        </Stack>
        <SectionSources sources={statisticsSources} heading="h4" />
      </HelpAccordion>
      <HelpAccordion id="facts-psychology" title="Psychology">
        <Stack spacing={1.5} component="ul" sx={list}>
          {HELP_CONTENT.psychology.map((row) => (
            <li key={row.id}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {row.name}
              </Typography>
              <Typography variant="body2">
                {row.explanation}
                <SourceMarks numbers={psychologySources.numbersOf(row.sources)} />
              </Typography>
              {row.example ? (
                <Typography variant="body2" color="text.secondary">
                  For example: {row.example}
                </Typography>
              ) : null}
            </li>
          ))}
        </Stack>
        <SectionSources sources={psychologySources} heading="h4" />
      </HelpAccordion>
    </SectionCard>
  );
}
