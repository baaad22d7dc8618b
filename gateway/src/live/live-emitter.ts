import type { RedisConnections } from '@reto/platform';
import MQEmitterRedis from 'mqemitter-redis';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../gateway.config.js';

/** The gateway's live emitter, as Mercurius's subscriptions and the live-events consumer use it. */
export const LIVE_EMITTER = Symbol('LIVE_EMITTER');
export type LiveEmitter = MQEmitterRedis.MQEmitterRedis;

type PrefixedEmitter = new (prefix: string, options: { pubConn: Redis; subConn: Redis }) => LiveEmitter;

/**
 * How long a live event's PUBLISH may wait for Redis's answer. Not the caches' REDIS_COMMAND_TIMEOUT_MS
 * (500 ms): a publish that times out is refused to JetStream, which delivers the event again after
 * 1, 2, 4… s; on a busy replica (its event loop late to read the answer) the publish had gone
 * through, so members got the post twice and late. Under a third of JetStream's ack wait (30 s).
 */
export const LIVE_PUBLISH_DEADLINE_MS = 10_000;

/**
 * One emitter shared by every gateway replica (mqemitter-redis on the gateway's Redis): what one
 * replica publishes reaches the subscriptions open on all of them. Its two connections (one
 * publishes, one listens) come from the platform's RedisModule, which configures them as the
 * gateway's client, reports their outages and closes them when the gateway stops; they reconnect
 * by themselves and live delivery resumes then. Its channels are under the gateway's Redis prefix,
 * so test systems sharing a Redis never hear each other.
 */
export async function createLiveEmitter(config: GatewayConfig, connections: RedisConnections): Promise<LiveEmitter> {
  const Prefixed = (MQEmitterRedis as unknown as { MQEmitterRedisPrefix: PrefixedEmitter }).MQEmitterRedisPrefix;
  const [pubConn, subConn] = await Promise.all([
    connections.connect('live-publish', { deadlineMs: LIVE_PUBLISH_DEADLINE_MS }),
    connections.connect('live-listen', { subscriber: true }),
  ]);
  const emitter = new Prefixed(`${config.REDIS_PREFIX}:gateway:live:`, { pubConn, subConn });
  // The connections' errors come out again as an 'error' event on `state`: unheard, one lost
  // connection would end the process. RedisConnections has already reported the outage.
  (emitter as unknown as { state: NodeJS.EventEmitter }).state.on('error', () => undefined);
  return emitter;
}

/** Publishes `payload` on `topic` to every replica. */
export const publishLive = (emitter: LiveEmitter, topic: string, payload: unknown): Promise<void> =>
  new Promise((resolve, reject) => emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve())));
