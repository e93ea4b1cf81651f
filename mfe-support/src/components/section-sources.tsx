import type { ElementType } from 'react';
import { Box, Typography } from '@mui/material';
import type { ReferenceSource } from '@tally/contracts';

// Read by screen readers, not shown ('1px' strings: a bare 1 in sx would mean 100%).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

/** A section's sources, numbered once in the order its items first cite them. */
export interface NumberedSources {
  list: readonly ReferenceSource[];
  /** The numbers (from 1) of these sources in `list`. */
  numbersOf: (sources: readonly ReferenceSource[]) => number[];
}

/** Numbers every distinct source (by link) of a section's items, so each item can cite by number. */
export function numberSources(groups: readonly (readonly ReferenceSource[])[]): NumberedSources {
  const index = new Map<string, number>();
  const list: ReferenceSource[] = [];
  for (const source of groups.flat()) {
    if (index.has(source.url)) continue;
    list.push(source);
    index.set(source.url, list.length);
  }
  return { list, numbersOf: (sources) => [...new Set(sources.map((s) => index.get(s.url) ?? 0))].filter((n) => n > 0).sort((a, b) => a - b) };
}

/** The numbers an item cites, small after its text; read as "Sources 1, 3" by screen readers. */
export function SourceMarks({ numbers }: { numbers: readonly number[] }) {
  if (numbers.length === 0) return null;
  return (
    <Typography component="sup" variant="caption" color="text.secondary" sx={{ ml: 0.5, lineHeight: 0 }}>
      <Box component="span" sx={visuallyHidden}>
        {numbers.length === 1 ? 'Source ' : 'Sources '}
      </Box>
      {numbers.join(', ')}
    </Typography>
  );
}

/**
 * The sources of a section, once, at its end: "Sources (n)" opens a numbered list of links the items'
 * marks point to (every one on a site the reference's source rule accepts; see
 * libs/contracts/src/reference/allowed-source-domains.json). Closed at first, so the help itself stays in front.
 */
export function SectionSources({ sources, heading = 'h3' }: { sources: NumberedSources; heading?: ElementType }) {
  if (sources.list.length === 0) return null;
  return (
    <Box component="details" sx={{ mt: 2, pt: 1, borderTop: 1, borderColor: 'divider', '& > summary': { cursor: 'pointer', minHeight: 44, lineHeight: '44px' } }}>
      <Box component="summary">
        <Typography component={heading} variant="body2" color="text.secondary" sx={{ display: 'inline', fontWeight: 600 }}>
          Sources ({sources.list.length})
        </Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3, color: 'text.secondary' }} data-testid="section-sources">
        {sources.list.map((source) => (
          <Typography component="li" variant="caption" key={source.url} sx={{ display: 'list-item', py: 0.25 }}>
            <Box component="a" href={source.url} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
              {source.title}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
