// Resident memory and children of a process, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/**
 * VmRSS of a process in bytes (null when unreadable).
 * @param {number} pid
 * @returns {number | null}
 */
export function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Direct children of a process.
 * @param {number} pid
 * @returns {number[]}
 */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/**
 * Proportional set size of a process in bytes (shared pages split among their users), from
 * /proc/<pid>/smaps_rollup; null when unreadable. Summed over processes it counts each page once.
 * @param {number} pid
 * @returns {number | null}
 */
export function proportionalBytes(pid) {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A process and all its descendants (the embedded PostgreSQL server and its backends included).
 * @param {number} pid
 * @returns {number[]}
 */
export function processTree(pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...childPids(all[i]));
  return all;
}
