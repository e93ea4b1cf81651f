import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@tally/contracts';
import { Spinner, TallyLogo } from '@tally/ui/core';

/** The welcome splash: logo and "Loading Tally..." (spec section 2). */
export function SplashScreen() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <TallyLogo size={72} title={PRODUCT_NAME} />
      <Typography variant="h2" component="h1">
        Loading {PRODUCT_NAME}...
      </Typography>
      <Spinner size={28} />
    </Box>
  );
}
