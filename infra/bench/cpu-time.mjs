// CPU time a process has used (user + system), read from /proc/<pid>/stat: the bench divides it by
// the requests of a run to tell what one request costs each app, a figure that holds still when the
// machine's speed does not (throughput moves with every other process on the machine).
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ; 100 on every Linux kernel we run). */
const TICKS_PER_S = 100;

/** CPU seconds the process has used so far, or undefined where /proc is not there. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/** `run`'s result and the microseconds of CPU each named process used per request (`result.requests`) meanwhile. */
export async function cpuPerRequest(pids, run) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const result = await run();
  const cpuUsPerRequest = {};
  for (const [name, pid] of Object.entries(pids)) {
    const after = cpuSeconds(pid);
    if (after !== undefined && before[name] !== undefined) {
      cpuUsPerRequest[name] = Math.round(((after - before[name]) * 1e6) / result.requests);
    }
  }
  return { ...result, cpuUsPerRequest };
}
