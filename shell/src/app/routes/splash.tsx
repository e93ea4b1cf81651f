import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SPLASH } from '@tally/contracts';
import { paths } from '../../config/paths';
import { markSplashShown } from '../../features/splash/splash-due';
import { SplashScreen } from '../../features/splash/splash-screen';

/** /splash: the welcome splash for 2.5 s, then home (spec section 2). */
export default function SplashRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    markSplashShown(Date.now());
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), SPLASH.durationMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return <SplashScreen />;
}
