import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { REMINDERS_QUEUE } from '../challenge.constants.js';
import { ReminderScheduler } from './reminder-scheduler.js';

/** Runs {@link ReminderScheduler} every REMINDER_SCAN_MS, one scan at a time across replicas (BullMQ). */
@Processor(REMINDERS_QUEUE, { concurrency: 1 })
export class RemindersJob extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(REMINDERS_QUEUE) private readonly queue: Queue,
    private readonly scheduler: ReminderScheduler,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'send-reminders',
      { every: this.config.REMINDER_SCAN_MS },
      { name: 'scan', opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  process(): Promise<number> {
    return this.scheduler.sendDue();
  }
}
