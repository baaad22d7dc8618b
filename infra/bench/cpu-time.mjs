// CPU time a process has used (user + system), read from /proc/<pid>/stat: the bench divides it by
// the requests of a run to tell what one request costs each app, a figure that holds still when the
// machine's speed does not (throughput moves with every other process on the machine).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ; 100 on every Linux kernel we run). */
const TICKS_PER_S = 100;

/**
 * The processes of this machine running `command` (/proc/<pid>/comm), e.g. every PostgreSQL
 * backend of the shared server: measured as one group, the ones alive at a run's start.
 */
export function processesNamed(command) {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command;
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** A process's command line as `ps` shows it (PostgreSQL's backends write their role and database there), or undefined. */
const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return undefined;
  }
};

/** A client's address in a backend's title, `127.0.0.1(41234)` or `[local]`: absent from the server's own processes. */
const CLIENT_ADDRESS = /\s(\[local\]|[\d.:a-f]+\(\d+\))(\s|$)/;

/**
 * The PostgreSQL processes working for one system: the backends connected to one of `databases`
 * and the server's own processes (postmaster, WAL writer, checkpointer, background writer), looked
 * up anew at every snapshot. A list taken once at a run's start misses the backends opened during
 * it (a pool opens them under load, and node-postgres closes one idle for 10 s), and counts the other
 * systems' backends of a shared server.
 */
export const postgresProcessesOf = (databases) => () =>
  processesNamed('postgres').filter((pid) => {
    const line = commandLine(pid);
    if (line === undefined) return false;
    if (!CLIENT_ADDRESS.test(line)) return true;
    return databases.some((database) => line.includes(` ${database} `));
  });

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

/**
 * What a process, or a group of them (an array of pids, or a function listing them now, such as
 * postgresProcessesOf's), has used so far: the seconds of each.
 */
const snapshot = (pid) => {
  const pids = typeof pid === 'function' ? pid() : Array.isArray(pid) ? pid : [pid];
  return new Map(pids.map((one) => [one, cpuSeconds(one)]));
};

/**
 * The CPU seconds used between two snapshots: by the processes alive at both, and all of what one
 * started between them used (a group listed anew at each snapshot); undefined when there was none.
 */
function usedBetween(before, after) {
  let seconds;
  for (const [pid, end] of after) {
    const start = before.has(pid) ? before.get(pid) : 0;
    if (start !== undefined && end !== undefined) seconds = (seconds ?? 0) + end - start;
  }
  return seconds;
}

/** The machine's CPU time so far, all cores together, in ticks: `{ busy, total }` (/proc/stat's first line). */
function machineTicks() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [, , , idle, iowait] = ticks;
    const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: total - idle - iowait, total };
  } catch {
    return undefined;
  }
}

/**
 * Measures `run`s (each answers `{ requests }`), one or several stretches apart, and adds up what
 * they cost: `figures()` gives the microseconds of CPU each named process used per request
 * (`cpuUsPerRequest`) and how busy the machine's cores were (`machineBusy`, 1 = every core all the
 * time): what bounds a run whose cores are all busy is the CPU, not the app's design.
 */
export function cpuMeter(pids) {
  const used = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const machine = { busy: 0, total: 0, known: true };
  let requests = 0;
  return {
    async measure(run) {
      const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, snapshot(pid)]));
      const machineBefore = machineTicks();
      const result = await run();
      const machineAfter = machineTicks();
      for (const [name, pid] of Object.entries(pids)) {
        const seconds = usedBetween(before[name], snapshot(pid));
        used[name] = seconds === undefined || used[name] === undefined ? undefined : used[name] + seconds;
      }
      if (machineBefore && machineAfter) {
        machine.busy += machineAfter.busy - machineBefore.busy;
        machine.total += machineAfter.total - machineBefore.total;
      } else machine.known = false;
      requests += result.requests;
      return result;
    },
    figures() {
      const cpuUsPerRequest = {};
      for (const [name, seconds] of Object.entries(used))
        if (seconds !== undefined) cpuUsPerRequest[name] = Math.round((seconds * 1e6) / requests);
      const machineBusy = machine.known ? Math.round((machine.busy / machine.total) * 100) / 100 : undefined;
      return { cpuUsPerRequest, machineBusy };
    },
  };
}

/** `run`'s result with what it cost, measured as one stretch (see cpuMeter). */
export async function cpuPerRequest(pids, run) {
  const meter = cpuMeter(pids);
  const result = await meter.measure(run);
  return { ...result, ...meter.figures() };
}
