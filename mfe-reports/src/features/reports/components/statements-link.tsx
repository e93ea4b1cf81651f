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
          Each month&apos;s spend, return and net, compared with the Lower-Risk Gambling Guidelines, as a page or a PDF.
        </Typography>
      </Box>
      <Button component={Link} to="statements" variant="text">
        View monthly statements
      </Button>
    </Box>
  );
}
