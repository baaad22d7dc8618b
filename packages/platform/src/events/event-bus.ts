import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { AppName } from '@reto/contracts';
import type { Logger } from 'pino';
import {
  EVENT_ACK_WAIT_MS,
  EVENT_DUPLICATE_WINDOW_MS,
  EVENT_RETRY_BASE_MS,
  EVENT_REPLAY_BATCH,
  EVENT_RETRY_MAX_MS,
  EVENT_STREAM_MAX_AGE_MS,
} from './events.constants.js';

/** The stream holding an app's events: every `<app>.<entity>.<past-tense>.v1` subject (a service's, or the gateway's). */
export const eventStreamName = (app: AppName, subjectPrefix: string) =>
  `${subjectPrefix.replace(/\W/g, '_')}EVENTS_${app.toUpperCase()}`;
const streamSubject = (app: AppName, subjectPrefix: string) => `${subjectPrefix}${app}.*.*.v1`;

/** The name of an app's durable JetStream consumer (infra/nats/permissions.mjs and infra/k8s name it the same). */
export const durableConsumerName = (app: AppName, durable: string) => `${app}_${durable}`.replace(/\W/g, '_');

/** The app that publishes an event subject: its first token. */
export const publisherOf = (subject: string) => subject.split('.')[0] as AppName;

export interface Subscription {
  /** Durable consumer name (unique per consuming service and purpose), e.g. `enrol-from-payments`. */
  durable: string;
  /** The event subject (one per durable consumer: `filter_subjects` needs NATS 2.10). */
  subject: string;
  /** Called once a delivery; throwing makes JetStream redeliver later. */
  handle(message: JsMsg): Promise<void>;
  /**
   * How many deliveries may be in `handle` at once (default 1: each after the previous one is
   * acknowledged). More suits a handler that only passes events on, in order: each is called in
   * delivery order, so what it starts before its first `await` (a publish) starts in that order,
   * and no delivery waits for the round trips of the ones before it.
   */
  inFlight?: number;
  /**
   * Up to this many deliveries handed to `handleBatch` at once (those already waiting when one is
   * taken, in delivery order), each acknowledged once it returns. When it throws, each of them goes
   * through `handle` alone (acknowledged, or redelivered later, one by one).
   */
  batch?: number;
  /**
   * How long a batch waits for more deliveries after its first (default 0: only those already
   * delivered by the next turn of the event loop). A consumer whose change may come a moment later
   * takes its events in fewer transactions.
   */
  batchWaitMs?: number;
  handleBatch?(messages: JsMsg[]): Promise<void>;
}

/** What a batch's wait for one more delivery finds when none is waiting. */
const NONE_WAITING = Symbol('none waiting');

/**
 * JetStream for the events that move money or access. Publishing carries `Nats-Msg-Id`, so a
 * re-published outbox row within the duplicate window is stored once; consumers are durable pull
 * consumers shared by every replica of the consuming service.
 */
export interface ConsumerReport {
  durable: string;
  running: boolean;
  pending: number | null;
}

export class EventBus {
  private readonly running: ConsumerMessages[] = [];
  /** Each durable consumer this app started, and whether its delivery loop is still running. */
  private readonly consumers = new Map<string, { stream: string; name: string; running: boolean }>();
  private readonly ensured = new Set<AppName>();

  private constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly app: AppName,
    private readonly subjectPrefix: string,
    private readonly logger: Logger,
  ) {}

  static async create(nc: NatsConnection, app: AppName, subjectPrefix: string, logger: Logger): Promise<EventBus> {
    return new EventBus(jetstream(nc), await jetstreamManager(nc), app, subjectPrefix, logger);
  }

  /** Creates the publisher's stream when missing. Idempotent, safe to race. */
  async ensureStream(publisher: AppName): Promise<string> {
    const name = eventStreamName(publisher, this.subjectPrefix);
    if (this.ensured.has(publisher)) return name;
    const config = {
      name,
      subjects: [streamSubject(publisher, this.subjectPrefix)],
      max_age: nanos(EVENT_STREAM_MAX_AGE_MS),
      duplicate_window: nanos(EVENT_DUPLICATE_WINDOW_MS),
    };
    try {
      await this.jsm.streams.info(name);
    } catch {
      await this.jsm.streams.add(config).catch(async (error: unknown) => {
        await this.jsm.streams.info(name).catch(() => Promise.reject(error));
      });
    }
    this.ensured.add(publisher);
    return name;
  }

  /** Stores the event durably; `duplicate` when a message with this id is already in the duplicate window. */
  async publish(subject: string, payload: unknown, msgId: string): Promise<{ duplicate: boolean }> {
    await this.ensureStream(publisherOf(subject));
    const ack = await this.js.publish(`${this.subjectPrefix}${subject}`, JSON.stringify(payload), { msgID: msgId });
    return { duplicate: ack.duplicate };
  }

  /**
   * Stores several events in their order without waiting for one's acknowledgement before sending
   * the next: every message is written to the connection in the order given (the streams created
   * first), so JetStream stores them in that order, and the acknowledgements come back together.
   * One result a message, in order; a failure does not stop the messages after it (they may be stored).
   */
  async publishInOrder(
    events: ReadonlyArray<{ subject: string; payload: unknown; msgId: string }>,
  ): Promise<Array<PromiseSettledResult<{ duplicate: boolean }>>> {
    for (const publisher of new Set(events.map((event) => publisherOf(event.subject))))
      await this.ensureStream(publisher).catch(() => undefined);
    // No await between the sends: each request is on the connection before the next is made.
    const acks = events.map(({ subject, payload, msgId }) =>
      this.js
        .publish(`${this.subjectPrefix}${subject}`, JSON.stringify(payload), { msgID: msgId })
        .then((ack) => ({ duplicate: ack.duplicate })),
    );
    return Promise.allSettled(acks);
  }

  /** Starts a durable consumer; messages are handled one at a time and acknowledged after success. */
  async subscribe(subscription: Subscription): Promise<void> {
    const stream = await this.ensureStream(publisherOf(subscription.subject));
    const durable = durableConsumerName(this.app, subscription.durable);
    await this.jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(EVENT_ACK_WAIT_MS),
      filter_subject: `${this.subjectPrefix}${subscription.subject}`,
    });
    const consumer = await this.js.consumers.get(stream, durable);
    // A consumer taking batches keeps as many deliveries coming as a batch holds.
    const messages = await consumer.consume({ max_messages: Math.max(16, subscription.batch ?? 1) });
    this.running.push(messages);
    const state = { stream, name: durable, running: true };
    this.consumers.set(subscription.durable, state);
    const handled = async (message: JsMsg) => {
      try {
        await subscription.handle(message);
        message.ack();
      } catch (error) {
        this.logger.error(
          { err: error, subject: message.subject, durable },
          'event handling failed; will be redelivered',
        );
        message.nak(Math.min(EVENT_RETRY_BASE_MS * 2 ** message.info.deliveryCount, EVENT_RETRY_MAX_MS));
      }
    };
    if (subscription.handleBatch && (subscription.batch ?? 1) > 1) {
      const batch = { size: subscription.batch!, waitMs: subscription.batchWaitMs ?? 0 };
      void this.inBatches(messages, batch, subscription.handleBatch.bind(subscription), handled).finally(
        () => (state.running = false),
      );
      return;
    }
    const inFlight = new Set<Promise<void>>();
    void (async () => {
      for await (const message of messages) {
        const handling = handled(message);
        inFlight.add(handling);
        void handling.finally(() => inFlight.delete(handling));
        if (inFlight.size >= (subscription.inFlight ?? 1)) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    })().finally(() => (state.running = false));
  }

  /**
   * Takes the deliveries in batches: the first one waited for, then every one delivered within
   * `waitMs` of it (up to `size`; one not there by then, or by the next turn of the event loop,
   * starts the next batch).
   */
  private async inBatches(
    messages: ConsumerMessages,
    { size, waitMs }: { size: number; waitMs: number },
    handleBatch: (messages: JsMsg[]) => Promise<void>,
    handled: (message: JsMsg) => Promise<void>,
  ): Promise<void> {
    const iterator = messages[Symbol.asyncIterator]();
    let waiting: Promise<IteratorResult<JsMsg>> | undefined;
    const next = () => {
      const result = waiting ?? iterator.next();
      waiting = undefined;
      return result;
    };
    for (let ended = false; !ended;) {
      const first = await next();
      if (first.done) return;
      const batch = [first.value];
      const until = Date.now() + waitMs;
      while (batch.length < size) {
        const coming = next();
        const left = until - Date.now();
        const more = await Promise.race([
          coming,
          new Promise<typeof NONE_WAITING>((resolve) =>
            left > 0 ? setTimeout(() => resolve(NONE_WAITING), left) : setImmediate(() => resolve(NONE_WAITING)),
          ),
        ]);
        if (more === NONE_WAITING) {
          waiting = coming;
          break;
        }
        if (more.done) {
          ended = true;
          break;
        }
        batch.push(more.value);
      }
      try {
        await handleBatch(batch);
        for (const message of batch) message.ack();
      } catch (error) {
        this.logger.warn({ err: error, subject: first.value.subject }, 'a batch of events failed; handled one by one');
        for (const message of batch) await handled(message);
      }
    }
  }

  /**
   * Reads a subject's whole history still in its stream, oldest first, through a durable consumer
   * made for this one pass (deleted before and after, so a pass cut short starts over, never
   * mid-way); ends once nothing is pending. Returns how many events `handle` took.
   */
  async replay(subject: string, durable: string, handle: (message: JsMsg) => Promise<void>): Promise<number> {
    const stream = await this.ensureStream(publisherOf(subject));
    return this.readHistory(stream, durable, `${this.subjectPrefix}${subject}`, async (messages) => {
      for (const message of messages) await handle(message);
    });
  }

  /**
   * Reads the whole history of `publisher`'s stream (every subject: a consumer filtered to one
   * subject of a stream holding several is read two orders of magnitude slower by nats-server
   * 2.9), oldest first, in batches of up to `batchSize` messages, each handed over whole (for one
   * set-based write) while the next is fetched; the consumer is made for this one pass, as
   * {@link replay}'s (a failed `handle` ends the pass, never redelivered). Returns how many
   * messages `handle` took; `subjectOf` gives a message's subject without the prefix.
   */
  async replayStream(
    publisher: AppName,
    durable: string,
    handle: (messages: JsMsg[]) => Promise<void>,
    batchSize = EVENT_REPLAY_BATCH,
  ): Promise<number> {
    return this.readHistory(await this.ensureStream(publisher), durable, undefined, handle, batchSize);
  }

  /** A message's subject as the contracts name it (without this bus's prefix). */
  subjectOf(message: JsMsg): string {
    return message.subject.slice(this.subjectPrefix.length);
  }

  private async readHistory(
    stream: string,
    durable: string,
    filter: string | undefined,
    handle: (messages: JsMsg[]) => Promise<void>,
    batchSize = EVENT_REPLAY_BATCH,
  ): Promise<number> {
    const name = durableConsumerName(this.app, durable);
    const drop = () => this.jsm.consumers.delete(stream, name).catch(() => false);
    await drop();
    await this.jsm.consumers.add(stream, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      max_ack_pending: 2 * batchSize,
      ack_wait: nanos(EVENT_ACK_WAIT_MS),
      deliver_policy: DeliverPolicy.All,
      ...(filter ? { filter_subject: filter } : {}),
    });
    let handled = 0;
    let next: Promise<JsMsg[] | null> | null = null;
    try {
      const consumer = await this.js.consumers.get(stream, name);
      const fetchBatch = async (): Promise<JsMsg[] | null> => {
        const { num_pending: pending } = await consumer.info();
        if (pending === 0) return null;
        const messages: JsMsg[] = [];
        for await (const message of await consumer.fetch({
          max_messages: Math.min(pending, batchSize),
          expires: 5000,
        })) {
          // Acknowledged as it arrives (the pass never wants it again): an app that answers requests
          // (allow_responses) has the server keep each delivery's reply subject until it is used,
          // and nats-server 2.9 walks those kept on every delivery, so unacknowledged deliveries
          // made a long pass quadratic.
          message.ack();
          messages.push(message);
        }
        return messages;
      };
      next = fetchBatch();
      for (;;) {
        const messages = await next;
        if (messages === null) return handled;
        next = fetchBatch();
        await handle(messages);
        handled += messages.length;
      }
    } finally {
      await next?.catch(() => null);
      await drop();
    }
  }

  /**
   * What each of this app's consumers is doing, for its health report: whether its delivery loop
   * runs, and how many events wait for it (null when JetStream cannot be asked, e.g. the bus away,
   * or did not tell it within `withinMs`).
   */
  async consumerReports(withinMs = 5_000): Promise<ConsumerReport[]> {
    return Promise.all(
      [...this.consumers].map(async ([durable, { stream, name, running }]) => {
        const info = await Promise.race([
          this.jsm.consumers.info(stream, name).catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs).unref()),
        ]);
        return { durable, running, pending: info ? info.num_pending + info.num_ack_pending : null };
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.running.map((messages) => messages.close()));
  }
}
