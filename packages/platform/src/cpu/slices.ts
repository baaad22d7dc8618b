import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long CPU work written as a generator that `yield`s at its checkpoints (every frame, every few
 * thousand samples): the value it returns is the work's result. The same steps run either at once
 * or in slices that give the event loop a turn between them.
 */
export type CpuSteps<T> = Generator<unknown, T, undefined>;

/** How long a slice holds the event loop before it gives the loop a turn. */
export const CPU_SLICE_MS = 5;

/**
 * Runs the steps in slices of `sliceMs`, giving the event loop a turn between them: a request
 * handler doing seconds of arithmetic (an audio check) no longer holds every other request the
 * process serves, its health ping first of all, until it is done.
 */
export async function inSlices<T>(steps: CpuSteps<T>, sliceMs = CPU_SLICE_MS): Promise<T> {
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await nextTurn();
      sliceEnd = performance.now() + sliceMs;
    }
  }
}

/** Runs the steps to their end without a pause (tests, tools, short inputs). */
export function atOnce<T>(steps: CpuSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
