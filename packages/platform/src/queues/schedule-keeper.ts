import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { dependencyUp } from '../metrics/metrics.js';
import { KEPT_RUNS, type Repeating } from './repeating-job.js';

/**
 * How often every declared schedule is checked and declared again when missing, besides each time
 * the queue's Redis connection comes back: a Redis that came back empty before the client noticed it
 * was away (a restart inside one reconnect) sends no second `ready`.
 */
export const SCHEDULE_CHECK_MS = 60_000;
/** A schedule check that Redis does not answer in this long counts as failed (a hung Redis). */
const CHECK_TIMEOUT_MS = 2_000;

const bounded = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);

/** `ok`: every declared schedule is in Redis; `fail`: one is missing or Redis did not say; `none`: none declared. */
export type SchedulesCheck = 'ok' | 'fail' | 'none';

/**
 * The repeating jobs (BullMQ job schedulers) this process declared, kept declared: a schedule lives
 * only in Redis, so a Redis that restarts empty (or is flushed) would lose it for good while every
 * replica runs on, ready. The keeper declares each again whenever its queue's connection becomes
 * ready and on a slow timer, and reports a missing one to the service's health ping.
 * Declaring is an upsert of the same id and period: any number of replicas may do it at once.
 */
export class ScheduleKeeper {
  private readonly kept = new Map<Queue, Map<string, Repeating>>();
  private timer: NodeJS.Timeout | undefined;
  private logger: Logger | undefined;

  constructor(private readonly checkEveryMs = SCHEDULE_CHECK_MS) {}

  useLogger(logger: Logger): void {
    this.logger = logger;
  }

  /** Declares the queue's repeating job now and keeps it declared. */
  async keep(queue: Queue, repeating: Repeating): Promise<void> {
    await this.declare(queue, repeating);
    let schedulers = this.kept.get(queue);
    if (!schedulers) {
      schedulers = new Map();
      this.kept.set(queue, schedulers);
      // the Redis backend re-emits its connection's `ready`, after every reconnection too
      queue.getBackend().on('ready', () => void this.restore(queue).catch(() => undefined));
    }
    schedulers.set(repeating.scheduler, repeating);
    if (!this.timer) {
      this.timer = setInterval(() => void this.restoreAll(), this.checkEveryMs);
      this.timer.unref();
    }
  }

  /** Declares again, in each open queue, every schedule Redis no longer has; answers their ids. */
  async restoreAll(): Promise<string[]> {
    const restored = await Promise.all([...this.openQueues()].map((queue) => this.restore(queue).catch(() => [])));
    return restored.flat();
  }

  /** Whether every declared schedule is in Redis now (bounded: a hung Redis answers `fail`). */
  async check(): Promise<SchedulesCheck> {
    const queues = [...this.openQueues()];
    if (queues.length === 0) return 'none';
    const present = await Promise.all(
      queues.flatMap((queue) =>
        [...this.kept.get(queue)!.keys()].map((id) =>
          bounded(queue.getJobScheduler(id)).then(
            (scheduler) => scheduler !== undefined,
            () => false,
          ),
        ),
      ),
    );
    const check = present.every(Boolean) ? 'ok' : 'fail';
    dependencyUp.set({ dependency: 'schedules' }, check === 'ok' ? 1 : 0);
    return check;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private *openQueues(): Iterable<Queue> {
    for (const queue of this.kept.keys()) {
      // a closed queue belonged to an app that stopped (tests start several in one process)
      if (queue.closing) this.kept.delete(queue);
      else yield queue;
    }
  }

  private async restore(queue: Queue): Promise<string[]> {
    const schedulers = this.kept.get(queue);
    if (!schedulers || queue.closing) return [];
    const restored: string[] = [];
    for (const repeating of schedulers.values()) {
      if ((await bounded(queue.getJobScheduler(repeating.scheduler))) !== undefined) continue;
      await bounded(this.declare(queue, repeating));
      restored.push(repeating.scheduler);
    }
    // one line per restore, not per check
    if (restored.length > 0) this.logger?.warn({ queue: queue.name, restored }, 'repeating jobs declared again');
    return restored;
  }

  private async declare(queue: Queue, { scheduler, job, every }: Repeating): Promise<void> {
    await queue.upsertJobScheduler(scheduler, { every }, { name: job, opts: KEPT_RUNS });
  }
}

/** The process's keeper: `repeatJob` declares through it, the health ping asks it. */
export const scheduleKeeper = new ScheduleKeeper();
