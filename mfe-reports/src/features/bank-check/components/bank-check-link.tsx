import { Link } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import BankIcon from '@mui/icons-material/AccountBalanceOutlined';

/** A way to the bank check (/reports/bank-check), a page of this remote. */
export function BankCheckLink() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', px: 2, py: 1.5 }}>
      <BankIcon aria-hidden sx={{ color: 'primary.main' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Bank check</Typography>
        <Typography variant="body2" color="text.secondary">
          What your bank statement says went to gambling, month by month, beside what you logged. Read on your device, never uploaded.
        </Typography>
      </Box>
      <Button component={Link} to="bank-check" variant="text">
        Check against your bank statement
      </Button>
    </Box>
  );
}
