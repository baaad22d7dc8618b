import { LANDING_DATA_ELEMENT_ID, type LandingPageData, type LandingSatisfaction } from '@reto/contracts/landing';
import { useEffect, useState } from 'react';
import { BASE_PRICE_USD, DEFAULT_GUARANTEE_DAYS } from '../../../constants';
import { USD_PRICE, type DisplayPrice } from '../../billing/lib/price';
import { toAggregate, type ReviewAggregate } from '../../reviews/lib/reviews-api';

export interface Edition {
  number: number;
  startDate: string;
}

export interface LandingData {
  edition: Edition | null;
  price: DisplayPrice;
  /** What is charged, in USD (billing's price). */
  chargeUsd: number;
  guaranteeDays: number;
  aggregate: ReviewAggregate | null;
  /** The measured satisfaction the server rendered; null: the figure is left out. */
  satisfaction: LandingSatisfaction | null;
}

/** What the gateway wrote into the page: nothing at all on pages it does not render. */
type ServerLandingData = Partial<LandingPageData>;

export const DEFAULT_LANDING_DATA: LandingData = {
  edition: null,
  price: USD_PRICE,
  chargeUsd: BASE_PRICE_USD,
  guaranteeDays: DEFAULT_GUARANTEE_DAYS,
  aggregate: null,
  satisfaction: null,
};

/** What the server already knew when it sent the page (absent when it could not ask a service). */
export function readServerLandingData(doc: Document = document): ServerLandingData {
  const text = doc.getElementById(LANDING_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as ServerLandingData;
  } catch {
    return {};
  }
}

const getJson = async <T>(path: string, fetchImpl: typeof fetch): Promise<T> => {
  const res = await fetchImpl(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${String(res.status)}`);
  return (await res.json()) as T;
};

/**
 * The hero's data: the next edition and the visitor's localised price, from the server-rendered
 * JSON when present, else from `GET /api/next-edition` and `GET /api/price-quote`. A failing
 * price gives USD 78; a failing edition leaves the title without a number.
 */
export async function loadLandingData(
  server: ServerLandingData,
  fetchImpl: typeof fetch = fetch,
): Promise<Omit<LandingData, 'aggregate' | 'satisfaction'>> {
  const [edition, quote] = await Promise.all([
    server.edition ?? getJson<Edition>('/api/next-edition', fetchImpl).catch(() => null),
    server.price ?? getJson<NonNullable<LandingPageData['price']>>('/api/price-quote', fetchImpl).catch(() => null),
  ]);
  return {
    edition: edition ? { number: edition.number, startDate: edition.startDate } : null,
    price: quote ? { symbol: quote.symbol, amount: quote.amount, currency: quote.currency } : USD_PRICE,
    chargeUsd: quote?.baseAmountUsd ?? BASE_PRICE_USD,
    guaranteeDays: quote?.guaranteeDays ?? DEFAULT_GUARANTEE_DAYS,
  };
}

/** The landing's data, rendered at once from what the server sent and completed from the APIs. */
export function useLandingData(): LandingData {
  const [server] = useState(readServerLandingData);
  const complete = Boolean(server.edition && server.price);
  const [data, setData] = useState<LandingData>(() => ({
    ...DEFAULT_LANDING_DATA,
    ...(server.edition ? { edition: server.edition } : {}),
    ...(server.price
      ? {
          price: { symbol: server.price.symbol, amount: server.price.amount, currency: server.price.currency },
          chargeUsd: server.price.baseAmountUsd,
          guaranteeDays: server.price.guaranteeDays,
        }
      : {}),
    aggregate: server.aggregate ? toAggregate(server.aggregate) : null,
    satisfaction: server.satisfaction ?? null,
  }));

  useEffect(() => {
    if (complete) return;
    let live = true;
    void loadLandingData(server).then((loaded) => {
      if (live) setData((current) => ({ ...current, ...loaded }));
    });
    return () => {
      live = false;
    };
  }, [complete, server]);

  return data;
}
