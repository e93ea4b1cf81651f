import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME, SPLASH } from '@tally/contracts';
import { Spinner, TallyLogo } from '@tally/ui';
import { paths } from '../../config/paths';

/** The welcome splash: logo and "Loading Tally..." for 2.5 s, then home (spec section 2). */
export default function SplashRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionStorage.setItem(SPLASH.storageKey, String(Date.now()));
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), SPLASH.durationMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <TallyLogo size={72} title={PRODUCT_NAME} />
      <Typography variant="h2" component="h1">
        Loading {PRODUCT_NAME}...
      </Typography>
      <Spinner size={28} />
    </Box>
  );
}
