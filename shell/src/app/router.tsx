import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { useUser } from '../features/auth/api/use-user';
import { EmailVerifiedToast } from '../features/auth/components/email-verified-toast';
import { RouteSpinner } from './layout/route-spinner';
import { UserLoadError } from './routes/user-load-error';

// Shell screens are split out so the first page loads only what it shows; the signed-in part
// (app frame, remote loading, its screens) is one chunk the signed-out pages never load.
const loadSignedInRoutes = () => import('./signed-in-routes');
const loadLandingRoute = () => import('./routes/landing');
const loadAuthRoute = () => import('./routes/auth');
const SignedInRoutes = lazy(loadSignedInRoutes);
const LandingRoute = lazy(loadLandingRoute);
const AuthRoute = lazy(loadAuthRoute);
const SplashRoute = lazy(() => import('./routes/splash'));

/**
 * The route table and guards of spec section 2. Signed out: only /, /auth (with its password reset pages) and /splash; anything
 * else goes to /. Signed in: see signed-in-routes.tsx. When the startup splash is due it shows
 * before this renders (bootstrap.tsx, features/splash/startup-splash.ts).
 */
export function AppRouter() {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <RouteSpinner fullPage />;
  if (isError) return <UserLoadError onRetry={() => void refetch()} />;

  return (
    <Suspense fallback={<RouteSpinner fullPage />}>
      <EmailVerifiedToast />
      {user ? (
        <SignedInRoutes user={user} />
      ) : (
        <Routes>
          <Route path={paths.home} element={<LandingRoute />} />
          <Route path={paths.auth} element={<AuthRoute />} />
          <Route path={paths.forgotPassword} element={<AuthRoute />} />
          <Route path={paths.resetPassword} element={<AuthRoute />} />
          <Route path={paths.splash} element={<SplashRoute />} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      )}
    </Suspense>
  );
}

/**
 * Fetches (and evaluates) the chunk of the screen the startup splash will give way to, so nothing
 * waits once it ends. A failure here is not the screen's: rendering it imports again and shows the
 * error there.
 */
export function preloadFirstScreen(signedIn: boolean, pathname: string): Promise<unknown> {
  const load = signedIn ? loadSignedInRoutes : pathname === paths.auth || pathname.startsWith(`${paths.auth}/`) ? loadAuthRoute : loadLandingRoute;
  return load().catch(() => undefined);
}
