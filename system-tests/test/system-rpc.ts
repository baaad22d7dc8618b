import { ChallengeSubjects, healthPingSubject, SERVICE_NAMES, type HealthPingReply } from '@reto/contracts';
import { jetstream } from '@nats-io/jetstream';
import { createLogger, eventStreamName, publisherOf, RpcClient } from '@reto/platform';
import { eventually, setClock } from '@reto/platform/testing';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** Every service listens to the test clock (the gateway has no clock of its own). */
const CLOCK_LISTENERS = SERVICE_NAMES.length;

/** NATS access to a running test system: what billing, identity or the admin would send, and the clock. */
export class SystemRpc {
  private constructor(
    readonly rpc: RpcClient,
    private readonly prefix: string,
  ) {}

  static async connect(system: TestSystem): Promise<SystemRpc> {
    const prefix = system.base.NATS_SUBJECT_PREFIX!;
    const rpc = await RpcClient.connect({
      url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222',
      name: 'contract-test',
      timeoutMs: 5000,
      subjectPrefix: prefix,
      logger: createLogger('test', 'silent'),
    });
    return new SystemRpc(rpc, prefix);
  }

  setClock(now: Date | null): Promise<void> {
    return setClock(this.rpc, this.prefix, now, CLOCK_LISTENERS);
  }

  /** The admin grant: enrols the account in an edition. */
  enrol(userId: number, email: string, editionNumber: number) {
    return this.rpc.request(ChallengeSubjects.grantEnrolment, {
      email,
      userId,
      editionNumber,
      sourceId: `test:${userId}:${editionNumber}`,
    });
  }

  /**
   * The events not yet delivered and handled, over the whole system, from each service's health
   * ping: those its outbox has not published, plus those waiting for each of its consumers
   * (unknown counts as not settled).
   */
  async eventBacklog(): Promise<number> {
    const pings = await Promise.all(
      SERVICE_NAMES.map((service) => this.rpc.request<HealthPingReply>(healthPingSubject(service), {})),
    );
    return pings
      .flatMap((ping) => [ping.outbox, ...ping.consumers.map((consumer) => consumer.pending)])
      .reduce<number>((sum, n) => sum + (n ?? Number.POSITIVE_INFINITY), 0);
  }

  /** Waits until every event published so far has been handled by every consumer (negative checks wait for this first). */
  async eventsSettled(): Promise<void> {
    const backlog = await eventually(
      () => this.eventBacklog(),
      (n) => n === 0,
    );
    if (backlog !== 0) throw new Error(`events still waiting to be handled: ${backlog}`);
  }

  /**
   * The events of `subject` published so far, oldest first, read from the publisher's JetStream
   * stream as any consumer reads them (wait for {@link eventsSettled} first to see the newest).
   */
  async events<T = Record<string, unknown>>(subject: string): Promise<T[]> {
    const js = jetstream(this.rpc.nats);
    const stream = eventStreamName(publisherOf(subject), this.prefix);
    // An ordered consumer over the whole stream, filtered here: subject filters of ordered consumers need NATS 2.10.
    const consumer = await js.consumers.get(stream);
    const payloads: T[] = [];
    const BATCH = 500;
    for (let got = BATCH; got === BATCH;) {
      got = 0;
      for await (const message of await consumer.fetch({ max_messages: BATCH, expires: 1_000 })) {
        if (message.subject === `${this.prefix}${subject}`) payloads.push(message.json<T>());
        got += 1;
      }
    }
    return payloads;
  }

  /**
   * The requests `run` makes of `services`, by subject (unprefixed), in the order sent: messages with
   * a reply subject on a `<service>.<entity>.<verb>` (events, `….v1`, and broadcasts are not asked;
   * nor the health pings of the gateway's own timer). A read asked again on a slow machine (the
   * hedge) carries the same envelope id: one request.
   */
  async requestsDuring(services: readonly string[], run: () => Promise<unknown>): Promise<string[]> {
    const request = new RegExp(`^(${services.join('|')})\\.[a-z-]+\\.[a-z-]+$`);
    const asked: string[] = [];
    const seen = new Set<string>();
    const watch = this.rpc.nats.subscribe(`${this.prefix}>`, {
      callback: (_, message) => {
        const subject = message.subject.slice(this.prefix.length);
        if (!message.reply || !request.test(subject) || subject.endsWith('.health.ping')) return;
        const { id } = message.json<{ id: string }>();
        if (seen.has(id)) return;
        seen.add(id);
        asked.push(subject);
      },
    });
    try {
      await this.rpc.nats.flush();
      await run();
      await this.rpc.nats.flush();
      return asked;
    } finally {
      watch.unsubscribe();
    }
  }

  close(): Promise<void> {
    return this.rpc.close();
  }
}

/** The end of a suite that moved the clock: every service back on real time, the connection closed, the system stopped. */
export async function stopClockedSystem(system: TestSystem | undefined, nats: SystemRpc | undefined): Promise<void> {
  await nats?.setClock(null).catch(() => undefined);
  await nats?.close();
  await system?.stop();
}
