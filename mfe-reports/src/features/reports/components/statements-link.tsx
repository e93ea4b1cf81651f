import { Link } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import StatementIcon from '@mui/icons-material/ReceiptLongOutlined';

/** A way to the monthly activity statements (/reports/statements), a page of this remote. */
export function StatementsLink() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', px: 2, py: 1.5 }}>
      <StatementIcon aria-hidden sx={{ color: 'primary.main' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Monthly activity statements</Typography>
        <Typography variant="body2" color="text.secondary">
          Each month's spend, return and limits on one page.
        </Typography>
      </Box>
      <Button component={Link} to="statements" variant="text" aria-label="Open monthly activity statements">
        Open
      </Button>
    </Box>
  );
}
