import { Box, Typography } from '@mui/material';
import type { ReferenceSource } from '@tally/contracts';

/** "Source:" and the links a fact rests on, small under the fact. */
export function SourceLinks({ sources }: { sources: readonly ReferenceSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
      {sources.length === 1 ? 'Source: ' : 'Sources: '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? '; ' : null}
          <Box component="a" href={source.url} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
            {source.title}
          </Box>
        </span>
      ))}
    </Typography>
  );
}
