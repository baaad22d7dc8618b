import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Clock, LOGGER } from '@reto/platform';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { RATES_FETCH_TIMEOUT_MS, RATES_MAX_AGE_MS, RATES_QUEUE, RATES_REDIS_KEY } from '../billing.constants.js';

/** What a USD rates provider answers (open.er-api.com and most others): `{ "rates": { "MXN": 18.5 } }`. */
const RatesAnswerSchema = z.object({ rates: z.record(z.string(), z.number().positive()) });
const CachedRatesSchema = RatesAnswerSchema.extend({ fetchedAt: z.iso.datetime() });

export interface RatesRefreshResult {
  ok: boolean;
  currencies: number;
}

/**
 * Exchange rates: a BullMQ job (repeating every EXCHANGE_RATES_REFRESH_MS, and once at start)
 * fetches them from the configured provider into Redis; quotes read Redis. A provider that fails
 * leaves the previous rates (or the shipped table) in use: the visitor never sees an error.
 */
@Injectable()
export class RatesJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;
  private queue?: Queue;
  private worker?: Worker;
  private events?: QueueEvents;
  private readonly key: string;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    this.key = `${config.REDIS_PREFIX}:billing:${RATES_REDIS_KEY}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.redis.connect().catch((error: unknown) => this.logger.warn({ err: error }, 'rates: redis unavailable'));
    if (!this.config.EXCHANGE_RATES_URL) return;
    const connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
    const prefix = `${this.config.REDIS_PREFIX}:billing:bull`;
    this.queue = new Queue(RATES_QUEUE, { connection, prefix });
    this.events = new QueueEvents(RATES_QUEUE, { connection, prefix });
    this.worker = new Worker(RATES_QUEUE, () => this.fetchAndStore(), { connection, prefix, concurrency: 1 });
    this.worker.on('failed', (_job, error) =>
      this.logger.warn({ err: error.message }, 'rates refresh failed; keeping the previous rates'),
    );
    await this.queue.upsertJobScheduler(
      'refresh-rates',
      { every: this.config.EXCHANGE_RATES_REFRESH_MS },
      { name: 'refresh' },
    );
    await this.queue.add('refresh', {}, { removeOnComplete: 100, removeOnFail: 100 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue?.close();
    this.redis.disconnect();
  }

  /** Runs a refresh through the queue now and waits for it (operators, tests). */
  async refreshNow(): Promise<RatesRefreshResult> {
    if (!this.queue || !this.events) return { ok: false, currencies: 0 };
    const job = await this.queue.add('refresh', {}, { removeOnComplete: 100, removeOnFail: 100 });
    try {
      return (await job.waitUntilFinished(this.events, RATES_FETCH_TIMEOUT_MS * 3)) as RatesRefreshResult;
    } catch {
      return { ok: false, currencies: 0 };
    }
  }

  /** The cached live rates, or null when there are none (or they are too old). Never throws. */
  async currentRates(): Promise<Record<string, number> | null> {
    try {
      const raw = await this.redis.get(this.key);
      if (!raw) return null;
      const cached = CachedRatesSchema.parse(JSON.parse(raw));
      if (this.clock.now().getTime() - new Date(cached.fetchedAt).getTime() > RATES_MAX_AGE_MS) return null;
      return cached.rates;
    } catch {
      return null;
    }
  }

  private async fetchAndStore(): Promise<RatesRefreshResult> {
    const url = this.config.EXCHANGE_RATES_URL;
    if (!url) return { ok: false, currencies: 0 };
    const res = await fetch(url, { signal: AbortSignal.timeout(RATES_FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`rates provider answered ${res.status}`);
    const { rates } = RatesAnswerSchema.parse(await res.json());
    const value = JSON.stringify({ rates, fetchedAt: this.clock.now().toISOString() });
    await this.redis.set(this.key, value, 'PX', RATES_MAX_AGE_MS);
    this.logger.info({ currencies: Object.keys(rates).length }, 'exchange rates refreshed');
    return { ok: true, currencies: Object.keys(rates).length };
  }
}
