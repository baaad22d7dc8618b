import { getPriority, setPriority } from 'node:os';

/**
 * How much lower than its service's own the scheduling priority (nice) of long work done for one
 * request is: work of tens of milliseconds of CPU or more, off the event loop (a password hash, a
 * speech tool). On a busy core the event loops that answer requests, about a millisecond each, run
 * first, and the long work takes what they leave; alone on a core it runs as fast as before.
 */
export const LONG_WORK_NICE_INCREMENT = 10;

/** Lowers a child process's priority by LONG_WORK_NICE_INCREMENT from this process's own (nothing if it has ended). */
export function runAsLongWork(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + LONG_WORK_NICE_INCREMENT));
  } catch {
    // it ended before it could be lowered: nothing left to run
  }
}
