import {
  InjectQueue,
  OnWorkerEvent,
  Processor,
  QueueEventsHost,
  QueueEventsListener,
  WorkerHost,
} from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { BillingSubjects } from '@reto/contracts';
import { Clock, KEPT_RUNS, LOGGER, REDIS, repeatJob, RpcClient } from '@reto/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
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

const NO_RATES: RatesRefreshResult = { ok: false, currencies: 0 };

/** The rates queue's events: what lets {@link RatesJob.refreshNow} wait for the refresh it asked for. */
@QueueEventsListener(RATES_QUEUE)
export class RatesQueueEvents extends QueueEventsHost {}

/**
 * Exchange rates: a BullMQ job (repeating every EXCHANGE_RATES_REFRESH_MS, and once at start)
 * fetches them from the configured provider into Redis; quotes read Redis. A provider that fails
 * leaves the previous rates (or the shipped table) in use: the visitor never sees an error. Rates
 * refreshed, and a replica started (its offer, PRICE_CENTS and GUARANTEE_DAYS, may be new), are
 * announced on `billing.prices.changed` (core NATS) to every gateway replica, which keeps the quotes
 * until then.
 */
@Processor(RATES_QUEUE, { concurrency: 1 })
export class RatesJob extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(RATES_QUEUE) private readonly queue: Queue,
    private readonly events: RatesQueueEvents,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly rpc: RpcClient,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.announcePricesChanged();
    if (!this.config.EXCHANGE_RATES_URL) {
      await this.queue.removeJobScheduler('refresh-rates');
      return;
    }
    await repeatJob(this.queue, {
      scheduler: 'refresh-rates',
      job: 'refresh',
      every: this.config.EXCHANGE_RATES_REFRESH_MS,
    });
    await this.queue.add('refresh', {}, KEPT_RUNS);
  }

  /** Runs a refresh through the queue now and waits for it (operators, tests). */
  async refreshNow(): Promise<RatesRefreshResult> {
    if (!this.config.EXCHANGE_RATES_URL) return NO_RATES;
    const job = await this.queue.add('refresh', {}, KEPT_RUNS);
    try {
      return (await job.waitUntilFinished(this.events.queueEvents, RATES_FETCH_TIMEOUT_MS * 3)) as RatesRefreshResult;
    } catch {
      return NO_RATES;
    }
  }

  @OnWorkerEvent('failed')
  onFailed(_job: unknown, error: Error): void {
    this.logger.warn({ err: error.message }, 'rates refresh failed; keeping the previous rates');
  }

  /** The cached live rates, or null when there are none (or they are too old). Never throws. */
  async currentRates(): Promise<Record<string, number> | null> {
    try {
      const raw = await this.redis.get(RATES_REDIS_KEY);
      if (!raw) return null;
      const cached = CachedRatesSchema.parse(JSON.parse(raw));
      if (this.clock.now().getTime() - new Date(cached.fetchedAt).getTime() > RATES_MAX_AGE_MS) return null;
      return cached.rates;
    } catch {
      return null;
    }
  }

  async process(): Promise<RatesRefreshResult> {
    const url = this.config.EXCHANGE_RATES_URL;
    if (!url) return NO_RATES;
    const res = await fetch(url, { signal: AbortSignal.timeout(RATES_FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`rates provider answered ${res.status}`);
    const { rates } = RatesAnswerSchema.parse(await res.json());
    const value = JSON.stringify({ rates, fetchedAt: this.clock.now().toISOString() });
    await this.redis.set(RATES_REDIS_KEY, value, 'PX', RATES_MAX_AGE_MS);
    await this.announcePricesChanged();
    this.logger.info({ currencies: Object.keys(rates).length }, 'exchange rates refreshed');
    return { ok: true, currencies: Object.keys(rates).length };
  }

  /** Tells every gateway replica that the quotes it keeps may be out of date. */
  private announcePricesChanged(): Promise<void> {
    return this.rpc.announce(BillingSubjects.broadcasts.pricesChanged);
  }
}
