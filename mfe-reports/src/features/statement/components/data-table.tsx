import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A plain HTML table in the app's type (MUI's Table is not among the shared modules, so a remote would load its own
 * copy): the first column is the row's header, the others figures aligned right.
 */
export function DataTable({ caption, columns, rows }: { caption?: string; columns: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.9rem',
        '& caption': { captionSide: 'top', textAlign: 'left', pb: 1, color: 'text.secondary' },
        '& th, & td': { py: 0.75, px: 0.5, borderBottom: '1px solid', borderColor: 'divider', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
        '& thead th': { fontWeight: 600, color: 'text.secondary' },
        '& tbody th': { fontWeight: 500 },
      }}
    >
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
