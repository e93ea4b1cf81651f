// Runs one test step as a child process group (so a timeout or Ctrl-C also ends what it started)
// and reads the counts each runner reports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { repoRoot } from './paths.mjs';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/** Forward a signal to every running step's process group. */
export function signalRunningSteps(signal) {
  for (const child of running) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Run a command in its own process group with inherited output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, timeoutMs: number }} options
 * @returns {Promise<{ code: number | null, signal: string | null, timedOut: boolean }>}
 */
export function runStep(command, args, { env = process.env, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\n[test] ${command} ${args.join(' ')} took longer than ${Math.round(timeoutMs / 1000)} s: stopping it\n`);
      signalRunningSteps('SIGTERM');
      setTimeout(() => signalRunningSteps('SIGKILL'), 10000).unref();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      // Anything the step left behind in its group goes with it.
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        /* none left */
      }
      resolve({ code, signal, timedOut });
    });
  });
}

/**
 * Counts from jest's --json output file.
 * @param {string} file
 * @returns {{ passed: number, failed: number } | null}
 */
export function readJestCounts(file) {
  if (!existsSync(file)) return null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    // A suite that failed to load has no test results of its own: count it as one failure.
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

/**
 * Counts from a node:test TAP report file (`# pass N`, `# fail N`, `# cancelled N`).
 * @param {string} file
 * @returns {{ passed: number, failed: number } | null}
 */
export function readTapCounts(file) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const count = (label) => {
    const matches = [...text.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches.at(-1)[1]) : null;
  };
  const passed = count('pass');
  if (passed === null) return null;
  return { passed, failed: (count('fail') ?? 0) + (count('cancelled') ?? 0) };
}
