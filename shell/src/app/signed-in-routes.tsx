import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@tally/contracts';
import { provideRemoteLoader } from '@tally/ui/core';
import { paths } from '../config/paths';
import { loadRemoteModule } from '../remotes/load-remote';
import { RemoteRoute } from '../remotes/remote-route';
import { AppLayout } from './layout/app-layout';

// Remotes reach each other's public surface (home's tips from support) through the shell's loader.
provideRemoteLoader(loadRemoteModule);

// Shell screens are split out so a page loads only what it shows.
const SplashRoute = lazy(() => import('./routes/splash'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const NotificationSettingsRoute = lazy(() => import('./routes/notification-settings'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// Each remote route has its own key so React never carries one remote's state into another's.
// Remote routes end in /* so a remote may route below its own path (e.g. /reports/statements/2026-10).
const home = <RemoteRoute key="tracking" remote="tracking" module="routes" label="Home" />;

/**
 * The signed-in route table (spec section 2): /auth goes to /, unknown paths get the not-found
 * screen. A chunk of its own (with the app frame and remote loading), so signed-out pages never
 * load it.
 */
export default function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path={paths.splash} element={<SplashRoute />} />
      <Route path={paths.auth} element={<Navigate to={paths.home} replace />} />
      <Route element={<AppLayout user={user} />}>
        <Route path={paths.home} element={home} />
        <Route path={paths.homeAlias} element={home} />
        <Route path={`${paths.reports}/*`} element={<RemoteRoute key="reports" remote="reports" module="routes" label="Reports" />} />
        <Route path={`${paths.insights}/*`} element={<RemoteRoute key="insights" remote="insights" module="routes" label="AI Insights" />} />
        <Route path={`${paths.education}/*`} element={<RemoteRoute key="support" remote="support" module="routes" label="Help & Support" />} />
        <Route path={paths.settings} element={<SettingsRoute />} />
        <Route path={paths.notifications} element={<NotificationsRoute />} />
        <Route path={paths.notificationSettings} element={<NotificationSettingsRoute user={user} />} />
        <Route path={paths.profile} element={<ProfileRoute user={user} />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
