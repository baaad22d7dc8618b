import MQEmitterRedis from 'mqemitter-redis';
import type { Logger } from 'pino';
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
export function createLiveEmitter(config: GatewayConfig, logger: Logger): LiveEmitter {
  const Prefixed = (MQEmitterRedis as unknown as { MQEmitterRedisPrefix: PrefixedEmitter }).MQEmitterRedisPrefix;
  const emitter = new Prefixed(`${config.REDIS_PREFIX}:gateway:live:`, { connectionString: config.REDIS_URL });
  // Its connections' errors come out as an 'error' event on `state`: unheard, one lost connection to
  // Redis would end the process. The connections reconnect by themselves; live delivery resumes then.
  const { state } = emitter as unknown as { state: NodeJS.EventEmitter };
  let away = false;
  state.on('error', (error: Error) => {
    if (away) return;
    away = true;
    logger.warn({ err: error.message }, 'live emitter: Redis unreachable; live updates wait until it is back');
  });
  state.on('pubConnect', () => {
    if (away) logger.info('live emitter: Redis back');
    away = false;
  });
  return emitter;
}

/** Publishes `payload` on `topic` to every replica. */
export const publishLive = (emitter: LiveEmitter, topic: string, payload: unknown): Promise<void> =>
  new Promise((resolve, reject) => emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve())));
