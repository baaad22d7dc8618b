import type { NatsConnection } from '@nats-io/transport-node';
import { connectTestNats } from '@reto/platform/testing';
import { ChallengeSubjects, type AccessByEmailDto } from '@reto/contracts';

/**
 * The challenge service's answer to `challenge.access.by-email`, given on NATS as the service gives
 * it (billing asks before charging): the e-mails it is told already have the edition a purchase
 * would buy are covered; it records every e-mail asked about.
 */
export class ChallengeStandIn {
  readonly covered = new Set<string>();
  readonly asked: string[] = [];
  /** The edition a purchase buys now, as challenge would answer. */
  edition = 80;

  private constructor(private readonly nc: NatsConnection) {}

  static async start(prefix: string): Promise<ChallengeStandIn> {
    const nc = await connectTestNats();
    const standIn = new ChallengeStandIn(nc);
    nc.subscribe(`${prefix}${ChallengeSubjects.accessByEmail}`, {
      callback: (_error, message) => {
        const { id, data } = message.json<{ id: string; data: { email: string } }>();
        const email = data.email.trim().toLowerCase();
        standIn.asked.push(email);
        const response: AccessByEmailDto = {
          accessEndsAt: null,
          waiting: null,
          coversPurchase: standIn.covered.has(email),
          purchaseEdition: standIn.edition,
        };
        message.respond(JSON.stringify({ id, response, isDisposed: true }));
      },
    });
    await nc.flush();
    return standIn;
  }

  close(): Promise<void> {
    return this.nc.drain();
  }
}
