// Child-process helpers that resolve with the exit status instead of throwing mid-stream.
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/**
 * Run a command with inherited stdio.
 * @param {string} command executable
 * @param {string[]} args arguments
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null }>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: options.stdio ?? 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * Run a command and throw when it does not exit 0.
 * @param {string} command
 * @param {string[]} args
 * @param {Parameters<typeof run>[2]} [options]
 * @returns {Promise<void>}
 */
export async function runOrThrow(command, args, options) {
  const { code, signal } = await run(command, args, options);
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${signal ? `signal ${signal}` : `exit ${code}`})`);
  }
}

/**
 * Run a command and capture its output (never throws on a non-zero exit; throws when it cannot start).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export function capture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Whether an executable can be found on PATH (or at an absolute path).
 * @param {string} command
 * @returns {Promise<boolean>}
 */
export async function commandExists(command) {
  try {
    const { code } = await capture('sh', ['-c', `command -v "${command}"`]);
    return code === 0;
  } catch {
    return false;
  }
}
