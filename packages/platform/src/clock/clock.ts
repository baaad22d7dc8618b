import type { NatsConnection, Subscription } from '@nats-io/transport-node';

/** Where every service reads "now" from, so tests can move time. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** The subject on which a test sets the time of every process of its system (never in production). */
export const CLOCK_SET_SUBJECT = 'platform.clock.set';

/**
 * A clock that follows the system clock plus an offset a test sets over NATS
 * (`{ "now": "2025-07-21T05:59:00Z" }` on `platform.clock.set`; `{ "now": null }` resets). Every
 * process of the system listens (no queue group), so they all move together.
 */
export class ControllableClock extends Clock {
  private offsetMs = 0;
  private subscription?: Subscription;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(now: Date | null): void {
    this.offsetMs = now ? now.getTime() - Date.now() : 0;
  }

  listen(nc: NatsConnection, subjectPrefix: string): void {
    this.subscription = nc.subscribe(`${subjectPrefix}${CLOCK_SET_SUBJECT}`, {
      callback: (error, message) => {
        if (error) return;
        const { now } = message.json<{ now: string | null }>();
        this.set(now ? new Date(now) : null);
        message.respond(JSON.stringify({ now: this.now().toISOString() }));
      },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }
}
