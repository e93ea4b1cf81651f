// The async boundary: shared singletons (react, MUI, ...) are negotiated with the share scope
// before any code that imports them runs.
//
// The largest libraries are loaded first and evaluated as their files arrive, then the app in a
// task of its own: evaluating everything in one go is a single long task (about 100 ms on a slow
// phone) that keeps the page from answering input (Total Blocking Time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void Promise.all([import('react-dom/client'), import('@mui/material'), import('react-router'), import('@tanstack/react-query')])
  .catch(() => undefined)
  .then(nextTask)
  .then(() => import('./bootstrap'));
