// Long-running child processes whose output is prefixed with their name, and stopped politely.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot } from './paths.mjs';

const colours = [36, 33, 35, 32, 34, 31, 96, 93, 95, 92, 94];
let nextColour = 0;

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => boolean} alive whether the process is still running
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {(signal?: NodeJS.Signals, timeoutMs?: number) => Promise<void>} stop
 *   send signal (default SIGTERM), SIGKILL after timeoutMs (default 10 s)
 */

/**
 * Start a process whose stdout/stderr lines are written as `name | line`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, onLine?: (line: string) => void, write?: ((text: string) => void) | null }} [options]
 *   write: where prefixed lines go (default stdout; null keeps them quiet); onLine sees every raw line
 * @returns {ManagedProcess}
 */
export function spawnPrefixed(name, command, args, options = {}) {
  const colour = colours[nextColour++ % colours.length];
  const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
  const tag = useColour ? `\u001b[${colour}m${name.padEnd(12)}|\u001b[0m` : `${name.padEnd(12)}|`;
  const write = options.write === undefined ? (text) => process.stdout.write(text) : options.write;
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let running = true;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      running = false;
      write?.(`${tag} failed to start: ${error.message}\n`);
      resolve({ code: -1, signal: null });
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      options.onLine?.(line);
      write?.(`${tag} ${line}\n`);
    });
  }
  return {
    name,
    child,
    alive: () => running,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 10000) {
      if (!running) return;
      child.kill(signal);
      const timer = setTimeout(() => {
        if (running) child.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Call fn once on the first SIGINT/SIGTERM/SIGHUP; a second signal exits at once.
 * @param {(signal: NodeJS.Signals) => void | Promise<void>} fn
 */
export function onShutdownSignal(fn) {
  let called = false;
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      if (called) process.exit(130);
      called = true;
      Promise.resolve(fn(signal)).catch((error) => {
        process.stderr.write(`shutdown failed: ${error instanceof Error ? error.message : error}\n`);
        process.exit(1);
      });
    });
  }
}
