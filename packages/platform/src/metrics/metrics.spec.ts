import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsText } from './metrics.js';

/** A registry of `metrics` gauges, each noting, when collected, whether a task queued before the scrape had run. */
function registryWatching(metrics: number, queued: { ran: boolean }) {
  const registry = new Registry();
  const seenByCollect: boolean[] = [];
  for (let i = 0; i < metrics; i += 1)
    new Gauge({
      name: `watching_${String(i)}`,
      help: 'Notes whether the queued task ran before it was collected.',
      registers: [registry],
      collect() {
        seenByCollect.push(queued.ran);
      },
    });
  return { registry, seenByCollect };
}

describe("the process's /metrics text", () => {
  it('gives the event loop a turn between metrics, so a request waiting meanwhile is served before the scrape ends', async () => {
    const queued = { ran: false };
    const { registry, seenByCollect } = registryWatching(3, queued);
    setImmediate(() => (queued.ran = true));
    await metricsText(registry);
    expect(seenByCollect).toHaveLength(3);
    expect(seenByCollect.at(-1)).toBe(true);
  });

  it("is prom-client's own text for the same registry", async () => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'prueba' });
    const requests = new Histogram({
      name: 'requests_seconds',
      help: 'Requests "by route", with a \\ in its help.',
      labelNames: ['route', 'status'],
      buckets: [0.01, 0.1, 1],
      registers: [registry],
    });
    requests.observe({ route: '/api/x/:id', status: '200' }, 0.05);
    requests.observe({ route: '/api/"y"\n', status: '413' }, 2);
    new Counter({ name: 'events_total', help: 'Events.', registers: [registry] }).inc(3);
    new Gauge({ name: 'empty', help: 'No value yet.', labelNames: ['a'], registers: [registry] });
    expect(await metricsText(registry)).toBe(await registry.metrics());
  });
});
