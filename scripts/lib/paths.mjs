// Where things live, computed from this file so scripts work from any working directory.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The six services started as separate processes in distributed mode (gateway last: it needs the others). */
export const serviceNames = ['identity', 'ledger', 'scanner', 'insights', 'alerts', 'gateway'];

/** The five front ends, each served by its own static server in distributed mode. */
export const frontendNames = ['shell', 'mfe-tracking', 'mfe-reports', 'mfe-insights', 'mfe-support'];

/**
 * Path of a built service bundle.
 * @param {string} name service folder name under services/
 * @returns {string}
 */
export function serviceMain(name) {
  return path.join(repoRoot, 'services', name, 'dist', 'main.js');
}

/**
 * Path of a built front end's output folder.
 * @param {string} name front-end folder name (shell, mfe-tracking, ...)
 * @returns {string}
 */
export function frontendDist(name) {
  return path.join(repoRoot, name, 'dist');
}
