import MQEmitterRedis from 'mqemitter-redis';
import type { GatewayConfig } from '../gateway.config.js';

/** The gateway's live emitter, as Mercurius's subscriptions and the live-events consumer use it. */
export const LIVE_EMITTER = Symbol('LIVE_EMITTER');
export type LiveEmitter = MQEmitterRedis.MQEmitterRedis;

type PrefixedEmitter = new (prefix: string, options: { connectionString: string }) => LiveEmitter;

/**
 * One emitter shared by every gateway replica (mqemitter-redis on the gateway's Redis): what one
 * replica publishes reaches the subscriptions open on all of them. Its channels are under the
 * gateway's Redis prefix, so test systems sharing a Redis never hear each other.
 */
export function createLiveEmitter(config: GatewayConfig): LiveEmitter {
  const Prefixed = (MQEmitterRedis as unknown as { MQEmitterRedisPrefix: PrefixedEmitter }).MQEmitterRedisPrefix;
  return new Prefixed(`${config.REDIS_PREFIX}:gateway:live:`, { connectionString: config.REDIS_URL });
}

/** Publishes `payload` on `topic` to every replica. */
export const publishLive = (emitter: LiveEmitter, topic: string, payload: unknown): Promise<void> =>
  new Promise((resolve, reject) => emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve())));
