import { useId } from 'react';
import { Box, Typography } from '@mui/material';

/** The file input, labelled 'Bank statement', with the formats it takes. A native input: every browser and screen reader knows it. */
export function StatementPicker({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        Bank statement
      </Typography>
      <Typography id={hint} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A CSV export from CommBank, Westpac, NAB, ANZ, ING, Macquarie, Bendigo, Up or most other banks, or an OFX, QFX or QIF file.
      </Typography>
      <Box
        component="input"
        id={id}
        type="file"
        accept=".csv,.ofx,.qfx,.qif,.txt,text/csv"
        aria-describedby={hint}
        disabled={busy}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
        sx={{ minHeight: 44, maxWidth: '100%', fontSize: '1rem', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      />
    </Box>
  );
}
