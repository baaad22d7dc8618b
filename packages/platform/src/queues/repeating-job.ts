import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { SERVICE_CONFIG } from '../service-kit.module.js';
import { scheduleKeeper } from './schedule-keeper.js';

/** What BullMQ keeps of a job's runs: the last hundred of each outcome, for a look, not every run forever. */
export const KEPT_RUNS = { removeOnComplete: 100, removeOnFail: 100 };

/** A job that runs every `every` ms: one scheduler (`scheduler`, its id in Redis) for every replica, each run named `job`. */
export interface Repeating {
  scheduler: string;
  job: string;
  every: number;
}

/**
 * Declares a queue's repeating job (or moves it to a new period); called once its processor starts.
 * The process keeps it declared from then on (`scheduleKeeper`): again whenever Redis comes back
 * and on a slow timer, since a Redis restarted empty has lost it.
 */
export async function repeatJob(queue: Queue, repeating: Repeating): Promise<void> {
  await scheduleKeeper.keep(queue, repeating);
}

/** A periodic scan, declared in one place: which queue, the period from the app's configuration, and what runs. */
export interface RepeatingJobOptions<C, T> extends Omit<Repeating, 'every'> {
  /** The queue, registered by the app with `BullModule.registerQueue`. */
  queue: string;
  every: (config: C) => number;
  /** The provider that does the work, and the call each run makes. */
  runs: Type<T>;
  run: (target: T) => Promise<unknown>;
}

/**
 * The `@Processor` of a periodic scan: every `every(config)` ms one run, one at a time across
 * replicas, each calling `run` on the `runs` provider. The app lists the class among its providers
 * (`export const ScanJob = repeatingJob({ … })`) beside `BullModule.registerQueue({ name: queue })`.
 */
export function repeatingJob<C, T>({
  queue,
  every,
  runs,
  run,
  ...repeating
}: RepeatingJobOptions<C, T>): Type<WorkerHost> {
  @Processor(queue, { concurrency: 1 })
  class RepeatingJob extends WorkerHost implements OnApplicationBootstrap {
    constructor(
      @InjectQueue(queue) private readonly queue: Queue,
      @Inject(runs) private readonly target: T,
      @Inject(SERVICE_CONFIG) private readonly config: C,
    ) {
      super();
    }

    onApplicationBootstrap(): Promise<void> {
      return repeatJob(this.queue, { ...repeating, every: every(this.config) });
    }

    process(): Promise<unknown> {
      return run(this.target);
    }
  }
  Object.defineProperty(RepeatingJob, 'name', { value: `RepeatingJob(${repeating.scheduler})` });
  return RepeatingJob;
}
