import { Inject, Injectable } from '@nestjs/common';
import {
  AdminSubjects,
  ChallengeSubjects,
  landingSatisfaction,
  ReviewsSubjects,
  type PublicSatisfactionDto,
  type EditionDto,
  type PriceQuote,
  type ReviewAggregateDto,
} from '@reto/contracts';
import { LOGGER, MemoryCache, RpcClient } from '@reto/platform';
import type { HttpRequest } from '../http/http.js';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { PricingService } from '../pricing/pricing.service.js';
import { FrontendAssetsCache, pageSettingsOf, type FrontendAssets } from './frontend-assets.js';
import { renderLandingHtml } from './landing-html.js';
import { LandingVisitsService } from './landing-visits.service.js';

/** The sales page's path, rendered on the server. */
export const LANDING_PATH = '/landing';
/** The link-preview image, shipped with the SPA. */
const PREVIEW_IMAGE = '/illustrations/og-image.png';

/**
 * Different keys kept at once (one a visitor country for the price): bounded, least recently used
 * out. Each answer is kept LANDING_CACHE_SECONDS in this replica's memory (the platform's
 * `MemoryCache`); failures are not kept, so a service that comes back is asked again.
 */
const RECENT_MAX_KEYS = 300;

/** A page composed: its HTML, the built SPA it was made from, and whether every part answered. */
interface ComposedPage {
  html: string;
  assets: FrontendAssets;
  whole: boolean;
}

/**
 * The HTML of /landing: the built SPA with the title, description, Open Graph tags, JSON-LD and the
 * first screen filled in from the challenge (next edition), billing (the visitor's price),
 * reviews (aggregate) and admin (the measured satisfaction) services. Each answer is cached briefly; a service that is down or slow only
 * leaves its part out (the price falls back to USD 78), never the page. A page with every part is
 * kept whole per visitor country for the same time (a launch renders each country's page once, not
 * once a visitor); one missing a part is composed again next time. Each one served is a visit of
 * the trainer's funnel.
 */
@Injectable()
export class LandingPageService {
  private readonly assets: FrontendAssetsCache;
  private readonly editions: MemoryCache<EditionDto>;
  private readonly aggregates: MemoryCache<ReviewAggregateDto>;
  private readonly prices: MemoryCache<PriceQuote>;
  private readonly satisfactions: MemoryCache<PublicSatisfactionDto>;
  private readonly pages: MemoryCache<ComposedPage>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly pricing: PricingService,
    private readonly visits: LandingVisitsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.assets = new FrontendAssetsCache(config.FRONTEND_DIST, pageSettingsOf(config));
    const ttlMs = config.LANDING_CACHE_SECONDS * 1000;
    this.editions = new MemoryCache({ max: RECENT_MAX_KEYS, ttlMs });
    this.aggregates = new MemoryCache({ max: RECENT_MAX_KEYS, ttlMs });
    this.prices = new MemoryCache({ max: RECENT_MAX_KEYS, ttlMs });
    this.satisfactions = new MemoryCache({ max: RECENT_MAX_KEYS, ttlMs });
    this.pages = new MemoryCache({ max: RECENT_MAX_KEYS, ttlMs });
  }

  /**
   * The built index.html with the page settings, as every other page of the app is served (null: no
   * SPA built): read again only with a new build, so the settings are written in once per build.
   */
  plainPage(): string | null {
    return this.assets.get()?.template ?? null;
  }

  /** The page, or null when no SPA has been built (the caller answers as for any other page). */
  async render(req: Pick<HttpRequest, 'id' | 'headers' | 'socket' | 'ip'>): Promise<string | null> {
    const assets = this.assets.get();
    if (!assets) return null;
    this.visits.count();
    const country = this.pricing.countryOf(req);
    const key = country ?? '';
    // a new build of the SPA: its pages are composed again
    if (this.pages.kept(key)?.assets !== assets) this.pages.forget(key);
    const page = await this.pages.remember(
      key,
      () => this.compose(req.id, assets, country),
      (composed) => composed.whole,
    );
    return page.html;
  }

  private async compose(requestId: string, assets: FrontendAssets, country: string | null): Promise<ComposedPage> {
    const [edition, aggregate, price, satisfaction] = await Promise.all([
      this.editions.remember('next', () => this.ask<EditionDto>(requestId, ChallengeSubjects.nextEdition)),
      this.aggregates.remember('all', () => this.ask<ReviewAggregateDto>(requestId, ReviewsSubjects.aggregate)),
      this.prices.remember(
        country ?? '',
        () => this.pricing.quote(requestId, country, this.config.LANDING_SERVICE_TIMEOUT_MS),
        // USD 78 for a known country means billing did not answer: ask again next time
        (quote) => this.priceAnswered(quote, country),
      ),
      this.satisfactions.remember('all', () => this.ask<PublicSatisfactionDto>(requestId, AdminSubjects.satisfaction)),
    ]);
    const base = this.config.PUBLIC_URL.replace(/\/$/, '');
    const html = renderLandingHtml(assets, {
      brand: this.config.BRAND_NAME,
      url: `${base}${LANDING_PATH}`,
      image: `${base}${PREVIEW_IMAGE}`,
      data: {
        edition: edition ? { number: edition.number, startDate: edition.startDate } : null,
        price: price && {
          symbol: price.symbol,
          amount: price.amount,
          currency: price.currency,
          baseAmountUsd: price.baseAmountUsd,
          guaranteeDays: price.guaranteeDays,
        },
        aggregate,
        // measured, or left out (fewer than 30 answers, or the admin service away)
        satisfaction: satisfaction && landingSatisfaction(satisfaction),
      },
    });
    const whole = !!edition && !!aggregate && !!satisfaction && !!price && this.priceAnswered(price, country);
    return { html, assets, whole };
  }

  private priceAnswered(quote: PriceQuote, country: string | null): boolean {
    return quote.source !== 'default' || country === null;
  }

  private async ask<T>(requestId: string, subject: string): Promise<T | null> {
    try {
      return await this.rpc.request<T>(subject, {}, { requestId, timeoutMs: this.config.LANDING_SERVICE_TIMEOUT_MS });
    } catch (error) {
      this.logger.warn(
        { reqId: requestId, subject, err: (error as Error).message },
        'landing rendered without this part',
      );
      return null;
    }
  }
}
