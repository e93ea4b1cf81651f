import { Box, Typography } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';

/**
 * A small preview of the ticket photo that opens the full-size viewer. The button is named by its
 * words; the picture itself is described in the viewer, so here it is decorative.
 */
export function TicketThumbnail({ src, onOpen }: { src: string; onOpen: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onOpen}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        p: 0.75,
        width: 96,
        flexShrink: 0,
        cursor: 'pointer',
        font: 'inherit',
        color: 'primary.dark',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: '#6b7280',
        borderRadius: 2,
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="img" src={src} alt="" sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1, bgcolor: '#f3f4f6' }} />
      <Typography component="span" variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontWeight: 600, lineHeight: 1.2 }}>
        <ZoomInIcon aria-hidden sx={{ fontSize: 16 }} />
        View ticket
      </Typography>
    </Box>
  );
}
