import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { GatewaySubjects, type LandingVisitedEvent } from '@reto/contracts';
import { EventBus, LOGGER, RpcClient } from '@reto/platform';
import type { Logger } from 'pino';

/**
 * Counts the sales page's visits for the trainer's funnel without a third-party tracker: each
 * server-rendered /landing puts one `gateway.landing-visit.recorded.v1` on JetStream (a random id and the
 * UTC day; nothing about the visitor), and the admin service adds them up. The page never waits for
 * it, and a visit the bus could not take is lost rather than the page delayed.
 */
@Injectable()
export class LandingVisitsService {
  constructor(
    private readonly bus: EventBus,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  count(): void {
    if (this.rpc.busAway) return;
    const visitId = randomUUID();
    const event: LandingVisitedEvent = { visitId, day: new Date().toISOString().slice(0, 10) };
    this.bus.publish(GatewaySubjects.events.landingVisited, event, `visit:${visitId}`).catch((error: unknown) => {
      this.logger.warn({ err: (error as Error).message }, 'landing visit not counted: bus down');
    });
  }
}
