import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

/**
 * A field's hint line, or its "Check this" line when a scan filled it with a value the reader was
 * unsure of (see checkHint). It is the field's helper text, so the input's aria-describedby reads it.
 */
export function withCheckHint(check: string | null, hint?: ReactNode): ReactNode {
  if (!check) return hint;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: '#92400e', fontWeight: 600 }}>
      <ErrorOutlineIcon aria-hidden sx={{ fontSize: 16 }} />
      {check}
    </Box>
  );
}
