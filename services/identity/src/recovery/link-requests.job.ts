import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { LINK_REQUEST_QUEUE, REPEAT_WINDOW_SECONDS, RETRIED_JOB } from '../identity.constants.js';
import { JobOutbox } from '../mail/job-outbox.service.js';

export type LinkRequestKind = 'emergency' | 'reset';
interface LinkRequest {
  kind: LinkRequestKind;
  email: string;
}
type LinkRequestHandler = (email: string) => Promise<void>;

const repeatKey = (kind: LinkRequestKind, email: string) => `${kind}:${email.trim().toLowerCase()}`;

/**
 * A request for an e-mailed link (the emergency sign-in link, the password reset link) is answered
 * at once, the same for every address, and handled here in the background: whether the address
 * has an account, is pre-approved, gets a token and a mail is decided out of the caller's sight,
 * so neither the answer nor its timing tells an anonymous caller anything (DECISIONS.md 3).
 */
@Processor(LINK_REQUEST_QUEUE)
export class LinkRequestsJob extends WorkerHost {
  private readonly handlers = new Map<LinkRequestKind, LinkRequestHandler>();

  constructor(
    @InjectQueue(LINK_REQUEST_QUEUE) private readonly queue: Queue<LinkRequest>,
    private readonly outbox: JobOutbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  /** The use case that handles one kind of request (registered by its service). */
  handle(kind: LinkRequestKind, handler: LinkRequestHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a request. A reset asked again for the same address within the repeat window (a retry
   * whose answer was lost, a double tap) is the same request: BullMQ's deduplication drops it, so
   * the member gets one mail and one link, and the caller the same answer as before. Recorded in
   * PostgreSQL first (the job outbox): a Redis away does not refuse the request.
   */
  async enqueue(kind: LinkRequestKind, email: string): Promise<void> {
    const deduplication =
      kind === 'reset' ? { id: repeatKey(kind, email), ttl: REPEAT_WINDOW_SECONDS * 1000 } : undefined;
    await this.outbox.add<LinkRequest>(
      undefined,
      LINK_REQUEST_QUEUE,
      kind,
      { kind, email },
      {
        ...RETRIED_JOB,
        ...(deduplication ? { deduplication } : {}),
      },
    );
  }

  /**
   * Ends the repeat window of an address's requests once the link it sent was used: a member who
   * reset the password and asks again a minute later is making a new request, and gets a new mail.
   */
  async windowUsed(kind: LinkRequestKind, email: string): Promise<void> {
    // The reset is done by then: a Redis that cannot be told costs at most one deduplicated mail.
    await this.queue.removeDeduplicationKey(repeatKey(kind, email)).catch((error: Error) => {
      this.logger.warn({ err: error.message, kind }, 'repeat window of a used link not ended');
    });
  }

  async process(job: Job<LinkRequest>): Promise<void> {
    const handler = this.handlers.get(job.data.kind);
    if (!handler) throw new Error(`no handler for link request "${job.data.kind}"`);
    await handler(job.data.email);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<LinkRequest> | undefined, error: Error): void {
    this.logger.warn({ err: error, kind: job?.data.kind }, 'link request failed; BullMQ retries it');
  }
}
