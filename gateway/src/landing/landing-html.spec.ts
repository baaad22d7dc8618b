import { landingSatisfaction } from '@reto/contracts';
import type { FrontendAssets } from './frontend-assets.js';
import { renderLandingHtml, type LandingView } from './landing-html.js';

const assets: FrontendAssets = {
  template:
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="old" /><title>Reto</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  styles: ['/assets/landing.css'],
  font: '/assets/montserrat-latin-wght-normal-x.woff2',
};

const view = (data: Partial<LandingView['data']> = {}): LandingView => ({
  brand: 'Reto Emilio',
  url: 'https://reto.example/landing',
  image: 'https://reto.example/illustrations/og-image.png',
  data: {
    edition: { number: 79, startDate: '2026-12-07' },
    price: { symbol: '$', amount: 1443, currency: 'MXN', baseAmountUsd: 78, guaranteeDays: 30 },
    aggregate: { average_score: 4.9676, reviews_count: 247, rating_distribution: { 1: 0, 2: 0, 3: 1, 4: 6, 5: 240 } },
    ...data,
  },
});

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, never>;

describe('the server-rendered landing', () => {
  it('shows the measured satisfaction with its count from 30 answers (HTML and JSON-LD), and leaves it out below', () => {
    const measured = renderLandingHtml(
      assets,
      view({ satisfaction: landingSatisfaction({ answers: 412, satisfied: 396 }) }),
    );
    expect(measured).toContain('<li><strong>96 %</strong> de 412 personas que terminaron</li>');
    expect(jsonLdOf(measured)).toMatchObject({ additionalProperty: { value: 96, unitText: '%' } });
    expect(landingSatisfaction({ answers: 30, satisfied: 29 })).toEqual({ percent: 97, answers: 30 });
    for (const satisfaction of [landingSatisfaction({ answers: 29, satisfied: 29 }), null, undefined]) {
      const html = renderLandingHtml(assets, view({ satisfaction }));
      expect(html).not.toMatch(/%<\/strong>|personas que terminaron|satisfech/);
      expect(jsonLdOf(html)).not.toHaveProperty('additionalProperty');
    }
  });

  it('carries the title, description, Open Graph tags and the first screen with the edition, date and price', () => {
    const html = renderLandingHtml(assets, view());
    expect(html).toContain('<title>Reto Emilio 79: 4 Semanas</title>');
    expect(html).not.toContain('<title>Reto</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta property="og:title" content="Reto Emilio 79: 4 Semanas" />');
    expect(html).toMatch(/<meta name="description" content="Reto de 28 días/);
    expect(html).toContain('<meta property="og:image" content="https://reto.example/illustrations/og-image.png" />');
    expect(html).toContain('<h1 id="hero-title" class="hero__title">Reto Emilio 79: 4 Semanas</h1>');
    expect(html).toContain('Comienza el lunes, 7 de diciembre de 2026');
    expect(html).toContain('<p class="hero__price">≈ $1,443 MXN</p>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing.css" />');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/montserrat-latin-wght-normal-x.woff2" />',
    );
  });

  it('describes a Product with its Offer and the stored reviews’ AggregateRating', () => {
    expect(jsonLdOf(renderLandingHtml(assets, view()))).toMatchObject({
      '@type': 'Product',
      name: 'Reto Emilio 79: 4 Semanas',
      offers: { '@type': 'Offer', price: '1443', priceCurrency: 'MXN' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.97', reviewCount: 247 },
    });
  });

  it('leaves out only what a service could not give', () => {
    const html = renderLandingHtml(assets, view({ edition: null, aggregate: null }));
    expect(html).toContain('<title>Reto Emilio: 4 Semanas</title>');
    expect(html).toContain('Próxima edición: fecha por anunciar');
    expect(jsonLdOf(html)).not.toHaveProperty('aggregateRating');
    expect(jsonLdOf(html)).toHaveProperty('offers');
  });

  it('never lets data close a script or inject markup', () => {
    const html = renderLandingHtml(assets, { ...view(), brand: '</script><img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(jsonLdOf(html).brand).toEqual({ '@type': 'Brand', name: '</script><img src=x onerror=alert(1)>' });
  });

  it('hands the client the data it starts from', () => {
    const html = renderLandingHtml(assets, view());
    const json = /<script type="application\/json" id="landing-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(view().data);
  });
});
