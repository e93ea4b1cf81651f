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

/** Linux reports CPU time in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS = 100;

/**
 * CPU seconds (user + system) a process has used, null when it is gone.
 * @param {number} pid
 * @returns {number | null}
 */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine, every core, from /proc/stat. */
function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / TICKS;
}

/**
 * How busy the machine was with other work while something ran: start it, run, then call the
 * returned function. `ours` are the processes under test (their descendants included, as found at
 * start and at the end); this process (the load generator) counts as ours too.
 * On a shared machine this tells a slow figure caused by the code from one caused by neighbours.
 * @param {number[]} ours
 * @returns {() => { othersCores: number, oursCores: number }} cores' worth of CPU used per second of wall time
 */
export function watchMachine(ours) {
  const treeOf = () => [...new Set(ours.flatMap(processTree))];
  const started = performance.now();
  const pids = treeOf();
  const before = new Map(pids.map((pid) => [pid, cpuSecondsOf(pid) ?? 0]));
  const self0 = process.cpuUsage();
  const busy0 = machineBusySeconds();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    let oursSeconds = 0;
    // A process that ended meanwhile (a pooled PostgreSQL backend closed when idle) is left out: its last seconds are lost.
    for (const pid of new Set([...pids, ...treeOf()])) {
      const now = cpuSecondsOf(pid);
      if (now !== null) oursSeconds += now - (before.get(pid) ?? 0);
    }
    const self = process.cpuUsage(self0);
    oursSeconds += (self.user + self.system) / 1e6;
    const busy = machineBusySeconds() - busy0;
    return { othersCores: Math.max(0, busy - oursSeconds) / seconds, oursCores: oursSeconds / seconds };
  };
}
