// A CPU limit for one process, as Kubernetes' `resources.limits.cpu` sets one for a container: a CFS
// quota on a cgroup of its own (cgroup v1's cpu controller, or v2's cpu.max), so a replica can use
// at most `cores` of the machine's time, whatever else is idle. Used by `npm run bench` to measure
// two replicas against one where the machine has the cores for two: each capped replica is then
// bounded by its own limit, not by the other processes on the same two cores.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** CFS period of the groups: 10 ms, so a capped replica waits at most that long for its next share. */
const PERIOD_US = 10_000;

/** Where this process's cpu cgroup is, and how that hierarchy sets a limit; undefined where none is writable. */
const hierarchy = () => {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  const v1 = lines.map((line) => line.split(':')).find(([, controllers]) => controllers.split(',').includes('cpu'));
  if (v1 && existsSync('/sys/fs/cgroup/cpu/cgroup.procs'))
    return {
      parent: join('/sys/fs/cgroup/cpu', v1[2]),
      limit: (dir, cores) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
      },
    };
  const v2 = lines.find((line) => line.startsWith('0::'));
  if (v2 && readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('cpu'))
    return {
      parent: join('/sys/fs/cgroup', v2.slice(3)),
      limit: (dir, cores) => writeFileSync(join(dir, 'cpu.max'), `${Math.round(cores * PERIOD_US)} ${PERIOD_US}`),
    };
  return undefined;
};

/**
 * CPU limits for processes of this machine, or a reason why there are none here (no cpu cgroup
 * this user may write). `limit(pid, cores, name)` moves a process (all its threads) into a group of
 * its own; `release()` moves every process still in one back and removes the groups.
 */
export const cpuQuotas = () => {
  let found;
  try {
    found = hierarchy();
    if (found) {
      // A group this process may make and limit (cgroup v2 only offers cpu.max where the parent
      // delegates the cpu controller).
      const probe = join(found.parent, `reto-bench-${process.pid}-probe`);
      mkdirSync(probe);
      try {
        found.limit(probe, 1);
      } finally {
        rmdirSync(probe);
      }
    }
  } catch (error) {
    return { unavailable: `no writable cpu cgroup (${error.code ?? error.message})` };
  }
  if (!found) return { unavailable: 'no cpu cgroup controller' };
  const { parent, limit } = found;
  const groups = [];
  return {
    limit(pid, cores, name) {
      const dir = join(parent, `reto-bench-${process.pid}-${name}`);
      mkdirSync(dir, { recursive: true });
      groups.push(dir);
      limit(dir, cores);
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    },
    release() {
      for (const dir of groups.splice(0)) {
        for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
          try {
            writeFileSync(join(parent, 'cgroup.procs'), pid);
          } catch (error) {
            if (error.code !== 'ESRCH') throw error; // it exited meanwhile
          }
        }
        rmdirSync(dir);
      }
    },
  };
};
