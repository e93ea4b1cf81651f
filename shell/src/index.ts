// The async boundary: shared singletons (react, MUI, ...) are negotiated with the share scope
// before any code that imports them runs.
//
// Everything the first page runs is one chunk (first-load, see webpack.config.cjs), which index.html
// loads before this file. Evaluating it in one go is one long task (a few hundred ms on a slow
// phone) that keeps the page from answering input (Total Blocking Time), so each library is
// evaluated in a task of its own, then the app (bootstrap.tsx, which goes on in small tasks).
import { startUserRequest } from './features/auth/api/early-user-request';
import { revealStartupSplash } from './features/splash/startup-splash';
import { preloadRouteRemote } from './remotes/preload-route-remote';

// First, before the libraries: when the startup splash is due, index.html's spinner becomes the
// splash now rather than after they load (a small module: contracts' constants and the path table).
revealStartupSplash(window.location.pathname);
// Every page waits for who is signed in: ask now, not once the libraries have loaded.
startUserRequest();
// A remote's page (Reports, say) starts downloading its remote now, beside the libraries: it is
// three requests one after the other (remotes.json, its manifest, its entry) before its chunks.
preloadRouteRemote(window.location.pathname);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const libraries: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  // MUI in two: its default theme (made when its modules load), then its components.
  () => import('__tally_mui_default_theme__'),
  () => import('@mui/material'),
  () => import('react-router'),
  () => import('@tanstack/react-query'),
  () => import('@tally/ui/core'),
];

void libraries
  .reduce<Promise<unknown>>(
    (previous, load) =>
      previous
        .then(() => load())
        .catch(() => undefined)
        .then(nextTask),
    nextTask(),
  )
  .then(() => import('./bootstrap'));
