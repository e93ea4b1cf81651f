import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useUser } from '../features/auth/api/use-user';
import { EmailVerifiedToast } from '../features/auth/components/email-verified-toast';
import { SplashScreen } from '../features/splash/splash-screen';
import { useStartupSplash } from '../features/splash/use-startup-splash';
import { RemoteRoute } from '../remotes/remote-route';
import { AppLayout } from './layout/app-layout';
import { RouteSpinner } from './layout/route-spinner';
import { UserLoadError } from './routes/user-load-error';

// Shell screens are split out so the first page loads only what it shows.
const LandingRoute = lazy(() => import('./routes/landing'));
const AuthRoute = lazy(() => import('./routes/auth'));
const SplashRoute = lazy(() => import('./routes/splash'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const NotificationSettingsRoute = lazy(() => import('./routes/notification-settings'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// Each remote route has its own key so React never carries one remote's state into another's.
const home = <RemoteRoute key="tracking" remote="tracking" module="routes" label="Home" />;

/**
 * The route table and guards of spec section 2. Signed out: only /, /auth and /splash; anything
 * else goes to /. Signed in: /auth goes to /; unknown paths get the not-found screen. The startup
 * splash shows first when it is due (features/splash).
 */
export function AppRouter() {
  const { data: user, isPending, isError, refetch } = useUser();
  // The user loads while the splash shows; /splash shows its own.
  const splashing = useStartupSplash(useLocation().pathname === paths.splash);
  if (splashing) return <SplashScreen />;
  if (isPending) return <RouteSpinner fullPage />;
  if (isError) return <UserLoadError onRetry={() => void refetch()} />;

  return (
    <Suspense fallback={<RouteSpinner fullPage />}>
      <EmailVerifiedToast />
      {user ? (
        <Routes>
          <Route path={paths.splash} element={<SplashRoute />} />
          <Route path={paths.auth} element={<Navigate to={paths.home} replace />} />
          <Route element={<AppLayout user={user} />}>
            <Route path={paths.home} element={home} />
            <Route path={paths.homeAlias} element={home} />
            <Route path={paths.reports} element={<RemoteRoute key="reports" remote="reports" module="routes" label="Reports" />} />
            <Route path={paths.insights} element={<RemoteRoute key="insights" remote="insights" module="routes" label="AI Insights" />} />
            <Route path={paths.education} element={<RemoteRoute key="support" remote="support" module="routes" label="Help & Support" />} />
            <Route path={paths.settings} element={<SettingsRoute />} />
            <Route path={paths.notifications} element={<NotificationsRoute />} />
            <Route path={paths.notificationSettings} element={<NotificationSettingsRoute />} />
            <Route path={paths.profile} element={<ProfileRoute user={user} />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      ) : (
        <Routes>
          <Route path={paths.home} element={<LandingRoute />} />
          <Route path={paths.auth} element={<AuthRoute />} />
          <Route path={paths.splash} element={<SplashRoute />} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      )}
    </Suspense>
  );
}
