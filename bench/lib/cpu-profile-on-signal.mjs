// Preloaded into each service by the writes bench when BENCH_WRITES_PROFILE names a folder
// (NODE_OPTIONS=--import=<this file>; node refuses --cpu-prof there): the first SIGUSR2 starts
// the V8 CPU profiler, the next writes <folder>/<process title>-<pid>.cpuprofile, so the profile covers the load alone.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const folder = process.env.BENCH_WRITES_PROFILE;
if (folder) {
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    if (!profiling) {
      profiling = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    profiling = false;
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      const name = path.basename(process.argv[1] ?? 'node').replace(/\W+/g, '_');
      const service = process.argv[1]?.split(path.sep).at(-3) ?? name;
      writeFileSync(path.join(folder, `${service}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
