import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type ServiceConfig } from '@reto/platform';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LINK_REQUEST_QUEUE, MAIL_ATTEMPTS, MAIL_BACKOFF_MS } from '../identity.constants.js';

export type LinkRequestKind = 'emergency' | 'reset';
interface LinkRequest {
  kind: LinkRequestKind;
  email: string;
}
type LinkRequestHandler = (email: string) => Promise<void>;

/**
 * A request for an e-mailed link (the emergency sign-in link, the password reset link) is answered
 * at once, the same for every address, and handled here in the background: whether the address
 * has an account, is pre-approved, gets a token and a mail is decided out of the caller's sight,
 * so neither the answer nor its timing tells an anonymous caller anything (DECISIONS.md 3).
 */
@Injectable()
export class LinkRequestsJob implements OnModuleInit, OnApplicationShutdown {
  private connection!: Redis;
  private queue!: Queue<LinkRequest>;
  private worker!: Worker<LinkRequest>;
  private readonly handlers = new Map<LinkRequestKind, LinkRequestHandler>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The use case that handles one kind of request (registered by its service). */
  handle(kind: LinkRequestKind, handler: LinkRequestHandler): void {
    this.handlers.set(kind, handler);
  }

  onModuleInit(): void {
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.REDIS_PREFIX };
    this.queue = new Queue<LinkRequest>(LINK_REQUEST_QUEUE, options);
    this.worker = new Worker<LinkRequest>(
      LINK_REQUEST_QUEUE,
      async (job) => {
        const handler = this.handlers.get(job.data.kind);
        if (!handler) throw new Error(`no handler for link request "${job.data.kind}"`);
        await handler(job.data.email);
      },
      options,
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ err: error, kind: job?.data.kind }, 'link request failed; BullMQ retries it'),
    );
  }

  async enqueue(kind: LinkRequestKind, email: string): Promise<void> {
    await this.queue.add(
      kind,
      { kind, email },
      {
        attempts: MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS },
        removeOnComplete: 100,
        removeOnFail: 1000,
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
