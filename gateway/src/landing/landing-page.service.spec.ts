import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminSubjects, ChallengeSubjects, ReviewsSubjects, type PriceQuote } from '@reto/contracts';
import type { RpcClient } from '@reto/platform';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../gateway.config.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { LandingPageService } from './landing-page.service.js';
import type { LandingVisitsService } from './landing-visits.service.js';

const quote: PriceQuote = {
  country: 'ES',
  symbol: '€',
  amount: 72,
  currency: 'EUR',
  rate: 0.92,
  baseAmountUsd: 78,
  guaranteeDays: 30,
  source: 'live',
};

/** The services the page asks, each answering or away as the test says. */
function servicesOf() {
  const away = new Set<string>();
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    [ChallengeSubjects.nextEdition]: { number: 79, startDate: '2026-12-07' },
    [ReviewsSubjects.aggregate]: { average_score: 4.9, reviews_count: 247, rating_distribution: {} },
    [AdminSubjects.satisfaction]: { answers: 40, satisfied: 38 },
  };
  const rpc = {
    request: async (subject: string) => {
      asked.push(subject);
      if (away.has(subject)) throw new Error('no responders');
      return answers[subject];
    },
  } as unknown as RpcClient;
  const pricing = { countryOf: () => 'ES', quote: async () => quote } as unknown as PricingService;
  return { rpc, pricing, away, asked };
}

describe('the server-rendered landing, composed once per country while its parts hold', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'landing-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>Reto</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const pageOf = (services: ReturnType<typeof servicesOf>, visits: string[]) =>
    new LandingPageService(
      services.rpc,
      services.pricing,
      { count: () => visits.push('visit') } as unknown as LandingVisitsService,
      {
        FRONTEND_DIST: dist,
        LANDING_CACHE_SECONDS: 60,
        LANDING_SERVICE_TIMEOUT_MS: 800,
        PUBLIC_URL: 'https://reto.example',
        BRAND_NAME: 'Reto Emilio',
        SUPPORT_EMAIL: 'ayuda@reto.test',
        SUPPORT_HOURS: 'de 10:00 a 14:00 <CDMX> & festivos',
      } as GatewayConfig,
      { warn: () => undefined } as unknown as Logger,
    );
  const request = { id: 'r', headers: {}, socket: {}, ip: '203.0.113.9' } as never;

  it('writes the support settings, escaped, into the landing and into the plain page every other path gets', async () => {
    const page = pageOf(servicesOf(), []);
    for (const html of [await page.render(request), page.plainPage()]) {
      expect(html).toContain(
        '<meta name="reto-support-hours" content="de 10:00 a 14:00 &lt;CDMX&gt; &amp; festivos" />',
      );
      expect(html).toContain('<meta name="reto-support-email" content="ayuda@reto.test" />');
    }
  });

  it('leaves out a part whose service is away, and shows it as soon as the service answers again', async () => {
    const services = servicesOf();
    const visits: string[] = [];
    const page = pageOf(services, visits);
    services.away.add(ReviewsSubjects.aggregate);
    expect(await page.render(request)).not.toContain('247');
    services.away.clear();
    expect(await page.render(request)).toContain('247');
    expect(visits).toHaveLength(2);
  });

  it('serves a whole page again, each time a visit, and composes it anew from a new build of the app', async () => {
    const services = servicesOf();
    const visits: string[] = [];
    const page = pageOf(services, visits);
    const first = await page.render(request);
    expect(first).toContain('247');
    expect(await page.render(request)).toBe(first);
    expect(visits).toHaveLength(2);

    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>Reto</title></head><body data-build="2"><div id="root"></div></body></html>',
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect(await page.render(request)).toContain('data-build="2"');
  });
});
