import { remoteEntryUrl, type FederationManifestMeta } from '@tally/contracts';
import { getJson, loadRemotesManifest } from './remotes-manifest';

/** What webpack's container entry (a remote's remoteEntry.js) assigns to window[globalName]. */
interface RemoteContainer {
  init(shareScope: ShareScope): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** webpack's share scope: package name -> version -> provider. */
type ShareScope = Record<string, Record<string, { loaded?: number }>>;

// webpack's sharing API (module federation without a runtime library of its own).
declare const __webpack_init_sharing__: (scope: string) => Promise<unknown> | unknown;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

let shareScope: Promise<ShareScope> | null = null;
const containers = new Map<string, Promise<RemoteContainer>>();
const factories = new Map<string, Promise<() => unknown>>();

/**
 * Loads a remote's exposed module ("routes" for "./routes"). The remote's container is loaded and
 * joined to the shell's share scope the first time; a failure at any step rejects and is not
 * cached, so Retry tries every failed step again.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const factory = await fetchRemoteModule(remote, module);
  return factory() as T;
}

/**
 * Downloads a remote's exposed module and what it needs, without running it: run while the shell's
 * own libraries are still being evaluated, running it would join their work into one long task.
 */
export function fetchRemoteModule(remote: string, module: string): Promise<() => unknown> {
  const key = `${remote}/${module}`;
  let fetching = factories.get(key);
  if (!fetching) {
    fetching = loadContainer(remote).then((container) => container.get(`./${module}`));
    fetching.catch(() => factories.delete(key));
    factories.set(key, fetching);
  }
  return fetching;
}

function loadContainer(name: string): Promise<RemoteContainer> {
  let loading = containers.get(name);
  if (!loading) {
    loading = resolveRemote(name).then(initContainer);
    loading.catch(() => containers.delete(name));
    containers.set(name, loading);
  }
  return loading;
}

/** The remote's entry script: named in index.html when the gateway serves the remote, else read from its mf-manifest.json. */
async function resolveRemote(name: string) {
  const address = (await loadRemotesManifest())[name];
  if (!address) throw new Error(`the remotes manifest names no remote ${name}`);
  if (address.entry && address.globalName) return { entry: new URL(address.entry, window.location.href).href, globalName: address.globalName };
  const absoluteManifestUrl = new URL(address.manifest, window.location.href);
  const { metaData } = await getJson<{ metaData: FederationManifestMeta }>(absoluteManifestUrl.href);
  return { entry: remoteEntryUrl(metaData, absoluteManifestUrl).href, globalName: metaData.globalName };
}

async function initContainer({ entry, globalName }: { entry: string; globalName: string }): Promise<RemoteContainer> {
  const globals = window as unknown as Record<string, RemoteContainer | undefined>;
  if (!globals[globalName]) await loadScript(entry);
  const container = globals[globalName];
  if (!container) throw new Error(`${entry} did not define the container ${globalName}`);
  await container.init(await getShareScope());
  return container;
}

/**
 * The shell's share scope, before any remote joins it. For a version that several builds provide,
 * webpack keeps the provider whose build name sorts last unless one is already loaded; the shell's
 * copies must win (one MUI styling engine and theme, one @tally/ui), so everything in the scope at
 * this point, which is all the shell's, is marked as taken.
 */
function getShareScope(): Promise<ShareScope> {
  shareScope ??= Promise.resolve(__webpack_init_sharing__('default')).then(() => {
    const scope = __webpack_share_scopes__.default;
    for (const versions of Object.values(scope)) for (const provider of Object.values(versions)) provider.loaded ??= 1;
    return scope;
  });
  return shareScope;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Removed, so Retry adds a fresh tag and the browser asks again.
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
}
