// Runs in index.ts, before any shared library has loaded: nothing here may import one (the
// contracts' apiUrl is bundled into this chunk, not shared).
import { apiUrl } from '@tally/contracts';

let early: Promise<Response> | undefined;

/**
 * Asks who is signed in as soon as the first script runs, beside the download of the libraries,
 * instead of after them: every page waits for this answer before it shows anything. The request is
 * the one the shared API client sends (same credentials and Accept header).
 */
export function startUserRequest(): void {
  early ??= fetch(apiUrl('getUser'), { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  // A failure is read (and reported) by the user query; this only keeps it from being "unhandled".
  early.catch(() => undefined);
}

/** The early request, once (see adopt-user-request.ts); undefined when none was sent or it was taken. */
export function takeUserRequest(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
