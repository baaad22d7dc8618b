// Preloaded into every app by `BENCH_PROFILE_DIR=<dir> npm run bench` (NODE_OPTIONS=--import): a CPU
// profile of the whole run, written to <dir>/<pid>.cpuprofile when the app is told to stop. Node's
// own --cpu-prof writes nothing when a process ends by a re-raised SIGTERM, as Nest's shutdown does.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 500 });
session.post('Profiler.start');
let written = false;
const write = () => {
  if (written) return;
  written = true;
  // An in-thread inspector session answers synchronously: the profile is on disk before the exit.
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        join(dir, `${process.argv[1]?.split('/').at(-3)}-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
  });
};
process.prependListener('SIGTERM', write);
process.on('exit', write);
// A profile on demand too (`kill -USR2 <pid>`): an app that ends without its SIGTERM handler running writes none.
process.on('SIGUSR2', write);
