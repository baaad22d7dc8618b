import { GatewaySubjects, LandingVisitedEventSchema } from '@reto/contracts';
import type { EventBus, RpcClient } from '@reto/platform';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../gateway.config.js';
import { LandingVisitsService } from './landing-visits.service.js';

/** What the bus was given: each publish, or a refusal while it is "down". */
function busOf() {
  const published: unknown[] = [];
  let down = false;
  const bus = {
    publish: async (subject: string, payload: unknown) => {
      if (down) throw new Error('bus down');
      expect(subject).toBe(GatewaySubjects.events.landingVisited);
      published.push(LandingVisitedEventSchema.parse(payload));
      return { duplicate: false };
    },
  } as unknown as EventBus;
  return { bus, published, setDown: (value: boolean) => (down = value) };
}

const counter = (bus: EventBus) =>
  new LandingVisitsService(
    bus,
    { busAway: false } as RpcClient,
    { LANDING_VISITS_FLUSH_MS: 60_000 } as GatewayConfig,
    { warn: () => undefined } as unknown as Logger,
  );

const total = (events: unknown[]) =>
  events.reduce<number>((sum, event) => sum + (event as { visits: number }).visits, 0);

describe('the sales page visits, counted in turns', () => {
  it('publishes a burst of visits as one event of the day with its count', async () => {
    const { bus, published } = busOf();
    const visits = counter(bus);
    for (let index = 0; index < 250; index += 1) visits.count();
    await visits.flush();
    expect(published).toEqual([
      { visitId: expect.any(String), day: new Date().toISOString().slice(0, 10), visits: 250 },
    ]);
    await visits.flush();
    expect(published).toHaveLength(1);
  });

  it('keeps what the bus refused for the next turn, and publishes the last counts when the replica stops', async () => {
    const { bus, published, setDown } = busOf();
    const visits = counter(bus);
    visits.count();
    visits.count();
    setDown(true);
    await visits.flush();
    expect(published).toHaveLength(0);
    setDown(false);
    visits.count();
    await visits.onModuleDestroy();
    expect(total(published)).toBe(3);
  });
});
