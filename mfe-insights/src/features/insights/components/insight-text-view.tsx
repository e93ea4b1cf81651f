import { Stack, Typography } from '@mui/material';
import { splitParagraphs } from '../utils/insight-text';

/** An insight as paragraphs (the text split on blank lines). */
export function InsightTextView({ text }: { text: string }) {
  return (
    <Stack spacing={1.5}>
      {splitParagraphs(text).map((paragraph, i) => (
        <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
    </Stack>
  );
}
