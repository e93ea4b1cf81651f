/** Loads a remote's exposed module by remote and module name ("support", "tips" for './tips'). */
export type RemoteModuleLoader = <T>(remote: string, module: string) => Promise<T>;

// The shell owns loading remotes (it reads /remotes.json and joins each container to its share
// scope). It hands its loader over here, in the shared '@tally/ui/core', so a remote can use
// another remote's public surface at run time without importing its source.
let loader: RemoteModuleLoader | null = null;

/** The shell gives its remote loader; remotes then reach each other through loadRemoteModule. */
export function provideRemoteLoader(next: RemoteModuleLoader): void {
  loader = next;
}

/**
 * Loads another remote's exposed module through the shell. Rejects when no shell provided a loader
 * (a remote run on its own) or the remote cannot be loaded: callers render without it.
 */
export function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader: ${remote}/${module} is not available here`));
  return loader<T>(remote, module);
}
