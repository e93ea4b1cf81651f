import { Stack, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { HelpAccordion } from './help-accordion';
import { SourceLinks } from './source-links';

const list = { listStyle: 'none', p: 0, m: 0 } as const;

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
              <Typography variant="body2">{row.houseEdge}</Typography>
              {row.plain ? (
                <Typography variant="body2" color="text.secondary">
                  {row.plain}
                </Typography>
              ) : null}
              <SourceLinks sources={row.sources} />
            </li>
          ))}
        </Stack>
      </HelpAccordion>
      <HelpAccordion id="facts-statistics" title="Australian Statistics">
        <Stack spacing={1.5} component="ul" sx={list}>
          {HELP_CONTENT.statistics.map((row) => (
            <li key={row.id}>
              <Typography variant="body2">
                {row.fact}
                {row.period ? ` (${row.period})` : null}
              </Typography>
              <SourceLinks sources={row.sources} />
            </li>
          ))}
        </Stack>
      </HelpAccordion>
      <HelpAccordion id="facts-psychology" title="Psychology">
        <Stack spacing={1.5} component="ul" sx={list}>
          {HELP_CONTENT.psychology.map((row) => (
            <li key={row.id}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {row.name}
              </Typography>
              <Typography variant="body2">{row.explanation}</Typography>
              {row.example ? (
                <Typography variant="body2" color="text.secondary">
                  For example: {row.example}
                </Typography>
              ) : null}
              <SourceLinks sources={row.sources} />
            </li>
          ))}
        </Stack>
      </HelpAccordion>
    </SectionCard>
  );
}
