import { jest } from '@jest/globals';
import type { RpcClient } from '@reto/platform';
import { ExerciseAnswersCache } from '../src/challenge/exercise-answers.cache.js';
import type { GatewayConfig } from '../src/gateway.config.js';

/**
 * An `RpcClient` whose core NATS subscriptions the test feeds: `announce(subject, body)` delivers a
 * message as NATS would to whatever subscribed to `subject`.
 */
export function announcingRpc() {
  const callbacks = new Map<string, (error: Error | null, message: { json: () => unknown }) => void>();
  const rpc = {
    nats: {
      subscribe: (subject: string, { callback }: { callback: (error: Error | null, message: unknown) => void }) => {
        callbacks.set(subject, callback);
        return { unsubscribe: () => undefined };
      },
    },
    onConnectionLost: () => undefined,
  } as unknown as RpcClient;
  const announce = (subject: string, body: unknown = {}) => callbacks.get(subject)!(null, { json: () => body });
  return { rpc, announce };
}

/** Only Date is faked, at `now`: the caches' own clocks (performance.now) and every timer run as they do. */
export const onlyDateFaked = (now: string) =>
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

/**
 * A gateway replica's `ExerciseAnswersCache`, started, with challenge's announcements delivered by
 * the test as NATS would deliver them (`memberChanged`, `contentChanged`).
 */
export function announcedAnswersCache() {
  const { rpc, announce } = announcingRpc();
  const cache = new ExerciseAnswersCache(rpc, {
    NATS_SUBJECT_PREFIX: '',
    EXERCISE_CACHE_TTL_MS: 60_000,
  } as GatewayConfig);
  cache.onModuleInit();
  return {
    cache,
    memberChanged: (userId: number) => announce('challenge.member.changed', { userId }),
    contentChanged: () => announce('challenge.content.changed'),
  };
}
