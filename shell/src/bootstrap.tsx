import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Theme } from '@mui/material';
import { createQueryClient, createTallyTheme, currentUserQuery } from '@tally/ui/core';
import { AppProvider } from './app/provider';
import { adoptUserRequest } from './features/auth/api/adopt-user-request';
import { AppRouter, preloadFirstScreen } from './app/router';
import { paths } from './config/paths';
import { registerServiceWorkerAfterLoad } from './features/push/register-service-worker';
import { showStartupSplash } from './features/splash/startup-splash';
import { loadRemotesManifest } from './remotes/remotes-manifest';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

// Start-up goes on in small tasks (the browser can paint and answer input between them): each
// step below that costs more than a few ms on a slow phone waits for a task of its own.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const queryClient = createQueryClient();
// The answer to index.ts's early GET /api/user is the user query's.
adoptUserRequest(queryClient);
/** The pages a signed-out visitor can open (the router's guards). */
const signedOutPaths = new Set<string>([paths.home, paths.homeAlias, paths.auth, paths.splash]);

// MUI's createTheme is the largest single piece of start-up work: made once, in a task of its own.
let theme: Promise<Theme> | undefined;
const tallyTheme = () => (theme ??= nextTask().then(createTallyTheme));

/** Renders the app: a transition, so React renders it in slices of a few ms, not one long task. */
async function render() {
  const appTheme = await tallyTheme();
  await nextTask();
  startTransition(() => {
    createRoot(root).render(
      <AppProvider queryClient={queryClient} theme={appTheme}>
        <AppRouter />
      </AppProvider>,
    );
  });
}

async function start() {
  // The service worker (push alerts) registers once the page has loaded.
  registerServiceWorkerAfterLoad();
  await nextTask();
  // Start reading /remotes.json now (on a remote's page index.ts already has); remote routes wait for it, nothing else does.
  void loadRemotesManifest().catch(() => undefined);
  const { pathname } = window.location;
  // Only signed-in people reach a page other than these, so its app frame downloads beside the
  // question of who is signed in, not after the answer. A visitor who is not is sent to / anyway.
  if (!signedOutPaths.has(pathname)) void preloadFirstScreen(true, pathname);
  await nextTask();
  if (!showStartupSplash(pathname, () => void render())) {
    await render();
    return;
  }
  // The splash (index.html's first paint, revealed by index.ts) stays up. Behind it: the
  // user, then the chunk of the screen the splash gives way to, then the theme, so the app renders
  // at once when it ends. Nothing is rendered before that, so nothing is rendered twice.
  await nextTask();
  const signedIn = await queryClient.ensureQueryData(currentUserQuery).then(Boolean, () => undefined);
  await nextTask();
  if (signedIn !== undefined) await preloadFirstScreen(signedIn, pathname);
  await tallyTheme();
}

void start();
