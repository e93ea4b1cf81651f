// Distributed mode as separate processes on this machine: the six services, each on its own port,
// against PostgreSQL / NATS JetStream / Redis, plus one static server per front end.
// Used by `npm run start:distributed`, the distributed integration test and the bench.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePorts, waitForHttp } from './net.mjs';
import { frontendDist, frontendNames, repoRoot, serviceMain, serviceNames } from './paths.mjs';
import { defaultPorts } from './ports.mjs';
import { spawnPrefixed } from './processes.mjs';

const backendNames = serviceNames.filter((name) => name !== 'gateway');
const mfeEnvNames = {
  'mfe-tracking': 'MFE_TRACKING_URL',
  'mfe-reports': 'MFE_REPORTS_URL',
  'mfe-insights': 'MFE_INSIGHTS_URL',
  'mfe-support': 'MFE_SUPPORT_URL',
};

/** Defaults for the shared servers (the standard loopback ports). */
export const distributedDefaults = Object.freeze({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tally',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
});

/**
 * @typedef {object} DistributedStack
 * @property {Record<string, string>} urls base URL of every process (gateway, identity, ..., shell, mfe-*; a second
 *   replica is named ledger-2, and so on)
 * @property {Record<string, number>} ports
 * @property {Record<string, string>} sharedEnv the environment every service got (secrets included)
 * @property {Record<string, import('./processes.mjs').ManagedProcess>} processes
 * @property {(name: string) => string[]} recentOutput last lines a process printed (for failure messages)
 * @property {() => Promise<void>} stop SIGTERM everything (gateway first), SIGKILL stragglers after 10 s
 * @property {(name: string) => Promise<void>} restart start a service process that exited (killed by a fault test) again,
 *   with the same arguments and environment, as a supervisor would, and wait until it answers
 */

/**
 * Start the six services and five front-end static servers, each its own process, and wait until
 * every one answers (/readyz for services, / for static servers).
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env] DATABASE_URL, NATS_URL, REDIS_URL, NATS_STREAM, NATS_SUBJECT_PREFIX,
 *   SERVICE_TOKEN_SECRET, SESSION_KEYS, PUBLIC_URL, LOG_LEVEL, HOST (gateway), FRONTEND_PUBLIC_HOST (host the browser
 *   uses to reach the remotes, default localhost), MFE_*_URL / SHELL_URL overrides. Everything else is passed through.
 * @param {Partial<Record<string, number>>} [options.ports] overrides of the default port plan (names as in defaultPorts)
 * @param {(message: string) => void} [options.log] progress messages
 * @param {((text: string) => void) | null} [options.write] where the processes' prefixed output goes (default stdout, null = quiet)
 * @param {boolean} [options.frontends] start the static servers (default true; the gateway then proxies pages to the shell's)
 * @param {number} [options.timeoutMs] how long to wait for everything to answer (default 120 s)
 * @param {Partial<Record<string, number>>} [options.replicas] how many processes of a service to run (default 1 each), e.g.
 *   { ledger: 2, alerts: 2 }: the extra ones are named ledger-2, alerts-2 and get free ports (or ports['ledger-2'] when given),
 *   and the gateway gets every replica's URL (LEDGER_URL=url1,url2), as insights does the ledgers'
 * @param {(name: string, code: number | null, signal: string | null) => void} [options.onUnexpectedExit]
 * @returns {Promise<DistributedStack>}
 */
export async function startDistributed({
  env = process.env,
  ports: portOverrides = {},
  log = () => {},
  write,
  frontends = true,
  timeoutMs = 120000,
  onUnexpectedExit,
  replicas = {},
} = {}) {
  /** @type {Record<string, number>} */
  const ports = { ...defaultPorts, ...portOverrides };
  const unknown = Object.keys(replicas).filter((name) => !backendNames.includes(name));
  if (unknown.length) throw new Error(`replicas of ${unknown.join(', ')}: only ${backendNames.join(', ')} can have several (the gateway is the one entry)`);
  // Each service's processes: its own name first, then name-2, name-3...
  const replicaNames = Object.fromEntries(
    backendNames.map((name) => [name, Array.from({ length: Math.max(1, replicas[name] ?? 1) }, (_, i) => (i === 0 ? name : `${name}-${i + 1}`))]),
  );
  const extraReplicas = Object.values(replicaNames).flatMap((names) => names.slice(1));
  Object.assign(ports, await freePorts(extraReplicas.filter((name) => ports[name] === undefined)));
  const missing = serviceNames.map(serviceMain).filter((file) => !existsSync(file));
  if (frontends) missing.push(...frontendNames.map(frontendDist).filter((dir) => !existsSync(dir)));
  if (missing.length) throw new Error(`not built yet (run npm run build): ${missing.join(', ')}`);

  const publicHost = env.FRONTEND_PUBLIC_HOST ?? 'localhost';
  const local = (port) => `http://127.0.0.1:${port}`;
  /** @type {Record<string, string>} */
  const urls = {};
  for (const name of [...serviceNames, ...extraReplicas, ...frontendNames]) urls[name] = local(ports[name]);
  const everyReplica = (name) => replicaNames[name].map((replica) => urls[replica]).join(',');

  // One secret and one set of cookie keys shared by every process, generated unless given.
  const sharedEnv = {
    DATABASE_URL: env.DATABASE_URL ?? distributedDefaults.DATABASE_URL,
    NATS_URL: env.NATS_URL ?? distributedDefaults.NATS_URL,
    REDIS_URL: env.REDIS_URL ?? distributedDefaults.REDIS_URL,
    SERVICE_TOKEN_SECRET: env.SERVICE_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    ...(env.NATS_STREAM ? { NATS_STREAM: env.NATS_STREAM } : {}),
    ...(env.NATS_SUBJECT_PREFIX ? { NATS_SUBJECT_PREFIX: env.NATS_SUBJECT_PREFIX } : {}),
  };
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${ports.gateway}`;
  /** @type {Record<string, string>} */
  const gatewayEnv = {
    SESSION_KEYS: env.SESSION_KEYS ?? [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(','),
    PUBLIC_URL: publicUrl,
    IDENTITY_URL: everyReplica('identity'),
    LEDGER_URL: everyReplica('ledger'),
    SCANNER_URL: everyReplica('scanner'),
    INSIGHTS_URL: everyReplica('insights'),
    ALERTS_URL: everyReplica('alerts'),
  };
  if (frontends) {
    gatewayEnv.SHELL_URL = env.SHELL_URL ?? urls.shell;
    // The browser fetches remotes directly from their static servers: use a host it can reach.
    for (const [name, variable] of Object.entries(mfeEnvNames)) {
      gatewayEnv[variable] = env[variable] ?? `http://${publicHost}:${ports[name]}/`;
    }
  }

  /** @type {Record<string, import('./processes.mjs').ManagedProcess>} */
  const processes = {};
  /** @type {Record<string, string[]>} */
  const output = {};
  /** @type {Record<string, [string[], Record<string, string>]>} */
  const launched = {};
  let stopping = false;

  /**
   * @param {string} name
   * @param {string[]} args
   * @param {Record<string, string>} extraEnv
   */
  function launch(name, args, extraEnv) {
    launched[name] = [args, extraEnv];
    output[name] = [];
    const managed = spawnPrefixed(name, process.execPath, args, {
      cwd: repoRoot,
      env: { ...env, ...extraEnv },
      write,
      onLine(line) {
        output[name].push(line);
        if (output[name].length > 60) output[name].shift();
      },
    });
    managed.exited.then(({ code, signal }) => {
      if (!stopping) {
        log(`${name} exited unexpectedly (${signal ?? `code ${code}`})`);
        onUnexpectedExit?.(name, code, signal);
      }
    });
    processes[name] = managed;
    return managed;
  }

  async function stop() {
    stopping = true;
    const gateway = processes.gateway;
    if (gateway) await gateway.stop('SIGTERM', 10000);
    await Promise.all(Object.values(processes).map((managed) => managed.stop('SIGTERM', 10000)));
  }

  /**
   * @param {string} name
   * @param {string} url
   */
  async function waitFor(name, url) {
    try {
      await waitForHttp(url, { timeoutMs, intervalMs: 150, isAlive: processes[name].alive });
    } catch (error) {
      const tail = output[name].slice(-25).join('\n');
      throw new Error(`${name} did not become ready: ${error instanceof Error ? error.message : error}\n--- ${name} output ---\n${tail}`);
    }
  }

  try {
    const backendProcesses = backendNames.flatMap((name) => replicaNames[name].map((replica) => [name, replica]));
    log(`starting ${backendProcesses.map(([, replica]) => replica).join(', ')}`);
    for (const [name, replica] of backendProcesses) {
      // Insights reads a person's records from the ledger's internal route (ADR 0006), spread over every ledger replica as the gateway's calls are.
      launch(replica, [serviceMain(name)], {
        ...sharedEnv,
        PORT: String(ports[replica]),
        HOST: '127.0.0.1',
        ...(name === 'insights' ? { LEDGER_URL: everyReplica('ledger') } : {}),
      });
    }
    if (frontends) {
      for (const name of frontendNames) {
        launch(name, [path.join(repoRoot, 'scripts', 'serve-frontend.mjs'), name], { PORT: String(ports[name]), HOST: env.FRONTEND_HOST ?? '127.0.0.1' });
      }
    }
    await Promise.all([
      ...backendProcesses.map(([, replica]) => waitFor(replica, `${urls[replica]}/readyz`)),
      // The shell answers / with its page; a remote has no page, only its manifest.
      ...(frontends ? frontendNames.map((name) => waitFor(name, `${urls[name]}/${name === 'shell' ? '' : 'mf-manifest.json'}`)) : []),
    ]);
    log('starting gateway');
    launch('gateway', [serviceMain('gateway')], {
      ...sharedEnv,
      ...gatewayEnv,
      PORT: String(ports.gateway),
      ...(env.HOST ? { HOST: env.HOST } : {}),
    });
    await waitFor('gateway', `${urls.gateway}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    urls,
    ports,
    sharedEnv: { ...sharedEnv, ...gatewayEnv },
    processes,
    recentOutput: (name) => [...(output[name] ?? [])],
    stop,
    async restart(name) {
      if (processes[name]?.alive()) throw new Error(`${name} is still running`);
      launch(name, ...launched[name]);
      await waitFor(name, `${urls[name]}/readyz`);
    },
  };
}
