import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { GatewaySubjects, type LandingVisitedEvent } from '@reto/contracts';
import { EventBus, LOGGER, RpcClient } from '@reto/platform';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/**
 * Counts the sales page's visits for the trainer's funnel without a third-party tracker. Each
 * server-rendered /landing adds one to its UTC day's count in this replica's memory; every
 * LANDING_VISITS_FLUSH_MS the counts go on JetStream as one `gateway.landing-visit.recorded.v1`
 * per day (a random id, so a redelivery counts once; the day; how many visits), and the admin
 * service adds them up. Nothing about the visitor: no address, no agent, no cookie. The page never
 * waits for it; a count the bus could not take is kept for the next turn, and the replica's last
 * counts go out when it stops. At a launch this is one event every few seconds instead of one a visit.
 */
@Injectable()
export class LandingVisitsService implements OnModuleInit, OnModuleDestroy {
  /** Visits not yet published, by UTC day. */
  private readonly pending = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.LANDING_VISITS_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  count(): void {
    const day = new Date().toISOString().slice(0, 10);
    this.pending.set(day, (this.pending.get(day) ?? 0) + 1);
  }

  /** Publishes each day's count; what the bus does not take stays counted for the next turn. */
  async flush(): Promise<void> {
    if (this.pending.size === 0 || this.rpc.busAway) return;
    const counts = [...this.pending];
    this.pending.clear();
    await Promise.all(
      counts.map(async ([day, visits]) => {
        const event: LandingVisitedEvent = { visitId: randomUUID(), day, visits };
        try {
          await this.bus.publish(GatewaySubjects.events.landingVisited, event, `visit:${event.visitId}`);
        } catch (error) {
          this.pending.set(day, (this.pending.get(day) ?? 0) + visits);
          this.logger.warn(
            { err: (error as Error).message, day, visits },
            'landing visits kept for the next turn: bus down',
          );
        }
      }),
    );
  }
}
