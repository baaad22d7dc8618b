import type { NatsConnection } from '@nats-io/transport-node';
import { connectTestNats } from '@reto/platform/testing';
import { createLogger, EventBus } from '@reto/platform';

export interface SeenEvent {
  subject: string;
  msgId: string;
  data: Record<string, unknown>;
}

/**
 * A test consumer on JetStream: a durable consumer of billing's event subjects, recording every
 * delivery, as the challenge service's consumer would see them.
 */
export class JetStreamProbe {
  readonly seen: SeenEvent[] = [];
  private constructor(
    private readonly nc: NatsConnection,
    private readonly bus: EventBus,
  ) {}

  static async start(prefix: string, subjects: string[], name = 'probe'): Promise<JetStreamProbe> {
    const nc = await connectTestNats();
    const bus = await EventBus.create(nc, 'challenge', prefix, createLogger('probe', 'silent'));
    const probe = new JetStreamProbe(nc, bus);
    for (const subject of subjects) {
      await bus.subscribe({
        durable: `${name}-${subject.replace(/\W/g, '-')}`,
        subject,
        handle: async (message) => {
          probe.seen.push({
            subject: message.subject.slice(prefix.length),
            msgId: message.headers?.get('Nats-Msg-Id') ?? '',
            data: message.json(),
          });
        },
      });
    }
    return probe;
  }

  /**
   * The events of `subject` seen so far; with `email`, only those about that address (or addresses);
   * with `where`, only those it accepts (an event that names no one).
   */
  of(
    subject: string,
    email?: string | readonly string[],
    where: (data: Record<string, unknown>) => boolean = () => true,
  ): SeenEvent[] {
    const about = (address: unknown) =>
      email === undefined || (typeof email === 'string' ? address === email : email.includes(address as string));
    return this.seen.filter((event) => event.subject === subject && about(event.data.email) && where(event.data));
  }

  /**
   * Waits until `count` events of `subject` (about `email`, when given) arrived, then a little
   * longer so a duplicate would show.
   */
  async waitFor(
    subject: string,
    count: number,
    {
      email,
      where,
      ms = 15_000,
    }: { email?: string | readonly string[]; where?: (data: Record<string, unknown>) => boolean; ms?: number } = {},
  ): Promise<SeenEvent[]> {
    const deadline = Date.now() + ms;
    while (this.of(subject, email, where).length < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 700));
    return this.of(subject, email, where);
  }

  async close(): Promise<void> {
    await this.bus.close();
    await this.nc.drain();
  }
}
