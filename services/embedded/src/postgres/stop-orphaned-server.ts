import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@tally/service-kit';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

/**
 * A Tally killed without warning leaves its server running (it is in a process group of its own).
 * We hold the data folder's lock by now, so a live server on it is such an orphan: stop it
 * (fast shutdown keeps every committed write) before starting ours. A stale postmaster.pid whose
 * process is gone or is some other program is removed, so the server does not refuse to start.
 */
export async function stopOrphanedServer(pgData: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const command = (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim();
  if (!alive(pid) || (command && command !== 'postgres')) {
    await rm(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, 'Stopping the PostgreSQL server an earlier run left behind');
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 20_000)) return;
  // Immediate shutdown: the next start replays the write-ahead log, so committed writes still survive.
  process.kill(pid, 'SIGQUIT');
  if (!(await exited(pid, 10_000))) throw new Error(`The PostgreSQL server left behind (process ${pid}) does not stop; stop it and start again.`);
}
