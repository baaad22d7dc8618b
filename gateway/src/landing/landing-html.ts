import { LANDING_DATA_ELEMENT_ID, type LandingPageData } from '@reto/contracts';
import { formatDisplayPrice, formatEditionStart, landingHero } from '@reto/contracts/shared-copy';
import { escapeHtml, type FrontendAssets } from './frontend-assets.js';

export interface LandingView {
  brand: string;
  /** The page's absolute address, e.g. https://reto.example/landing. */
  url: string;
  /** The absolute address of the link-preview image. */
  image: string;
  data: LandingPageData;
}

/** JSON safe inside a `<script>`: no `</script>`, no HTML comment openers, no line separators. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The landing's title: `{BRAND_NAME} {edition}: 4 Semanas`. */
export const landingTitle = (view: Pick<LandingView, 'brand' | 'data'>): string =>
  landingHero.title(view.brand, view.data.edition?.number ?? null);

/** schema.org `Product` with its `Offer` (the visitor's price) and, when known, the reviews' `AggregateRating`. */
export function landingJsonLd(view: LandingView): Record<string, unknown> {
  const { edition, price, aggregate, satisfaction } = view.data;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: landingTitle(view),
    description: landingHero.description,
    image: view.image,
    url: view.url,
    brand: { '@type': 'Brand', name: view.brand },
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url: view.url,
            price: String(price.amount),
            priceCurrency: price.currency,
            availability: 'https://schema.org/InStock',
            ...(edition ? { availabilityStarts: edition.startDate } : {}),
          },
        }
      : {}),
    ...(aggregate && aggregate.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: aggregate.average_score.toFixed(2),
            reviewCount: aggregate.reviews_count,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
    ...(satisfaction
      ? {
          additionalProperty: {
            '@type': 'PropertyValue',
            name: 'Personas que terminaron el reto y se declaran satisfechas',
            value: satisfaction.percent,
            unitText: '%',
            description: `${String(satisfaction.answers)} respuestas`,
          },
        }
      : {}),
  };
}

/** The first screen as the web client renders it (header and hero), so it paints before any script runs. */
export function landingHeroHtml(view: LandingView): string {
  const { edition, price } = view.data;
  const priceLabel = price ? formatDisplayPrice(price) : null;
  const date = edition ? landingHero.startsOn(formatEditionStart(edition.startDate)) : landingHero.startsSoon;
  const icon = '<svg width="20" height="20" aria-hidden="true"></svg>';
  const { satisfaction } = view.data;
  const stats = [...landingHero.stats, ...(satisfaction ? [landingHero.satisfactionStat(satisfaction)] : [])]
    .map((stat) => `<li><strong>${escapeHtml(stat.value)}</strong> ${escapeHtml(stat.label)}</li>`)
    .join('');
  return [
    '<div class="public landing">',
    `<header class="public-header"><a class="public-header__brand" href="/landing">${escapeHtml(view.brand)}</a>`,
    `<nav class="public-header__actions"><a class="public-header__signin" href="/auth">${escapeHtml(landingHero.signIn)}</a>`,
    `<a class="btn btn--primary landing-buy public-header__cta" href="/subscribe">${escapeHtml(landingHero.buy)}</a></nav></header>`,
    '<main><section class="hero" aria-labelledby="hero-title"><div class="hero__copy">',
    `<p class="hero__eyebrow">${escapeHtml(landingHero.eyebrow)}</p>`,
    `<h1 id="hero-title" class="hero__title">${escapeHtml(landingTitle(view))}</h1>`,
    `<p class="hero__lead">${escapeHtml(landingHero.lead)}</p>`,
    `<p class="hero__date">${icon}${escapeHtml(date)}</p></div>`,
    priceLabel
      ? `<div class="hero__offer"><p class="hero__price-label">${escapeHtml(landingHero.priceLabel)}</p>` +
        `<p class="hero__price">${escapeHtml(priceLabel)}</p><p class="hero__period">${escapeHtml(landingHero.pricePeriod)}</p>` +
        `<a class="btn btn--primary landing-buy btn--block" href="/subscribe">${escapeHtml(landingHero.buyNow(priceLabel))}</a>` +
        `<ul class="hero__stats">${stats}</ul></div>`
      : '',
    '</section></main></div>',
  ].join('');
}

/**
 * The built index.html with what link previews and search engines read without running scripts
 * (title, description, Open Graph, JSON-LD), the first screen, the data the client starts from,
 * the landing's styles and a preload of its font.
 */
export function renderLandingHtml(assets: FrontendAssets, view: LandingView): string {
  const title = landingTitle(view);
  const description = landingHero.description;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(view.url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', view.brand),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', view.url),
    meta('property', 'og:image', view.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', view.image),
    `<script type="application/ld+json">${scriptJson(landingJsonLd(view))}</script>`,
    ...(assets.font
      ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(assets.font)}" />`]
      : []),
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
  const body = `<div id="root">${landingHeroHtml(view)}</div>\n    <script type="application/json" id="${LANDING_DATA_ELEMENT_ID}">${scriptJson(view.data)}</script>`;
  return assets.template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => body);
}
