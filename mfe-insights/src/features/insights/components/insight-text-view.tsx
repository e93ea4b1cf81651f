import { Box, Stack, Typography } from '@mui/material';
import { insightSections, type InsightRun } from '../utils/insight-structure';

/**
 * An insight as a person can scan it: Overview, What stands out and Next steps as headings, each
 * finding's name in bold, figures emphasised, phone numbers and the helplines' sites as links.
 * Rendered from plain-text runs (insight-structure.ts): no HTML from the text is ever injected.
 */
export function InsightTextView({ text }: { text: string }) {
  return (
    <Stack spacing={2}>
      {insightSections(text).map((section) => (
        <Stack key={section.title} component="section" spacing={1}>
          <Typography variant="h3" component="h3">
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph, i) => (
            <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
              {paragraph.lead ? <strong>{paragraph.lead}: </strong> : null}
              {paragraph.runs.map((run, j) => (
                <Run key={j} run={run} />
              ))}
            </Typography>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function Run({ run }: { run: InsightRun }) {
  if (run.kind === 'strong') return <strong>{run.text}</strong>;
  if (run.kind === 'text') return <>{run.text}</>;
  const external = run.href.startsWith('https:');
  return (
    <Box
      component="a"
      href={run.href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ color: 'primary.dark', fontWeight: 600, textDecoration: 'underline', whiteSpace: 'nowrap', overflowWrap: 'anywhere' }}
    >
      {run.text}
    </Box>
  );
}
