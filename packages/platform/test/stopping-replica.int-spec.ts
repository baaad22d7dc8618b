import { randomBytes } from 'node:crypto';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { createLogger } from '../src/logger.js';
import { natsServerStrategy, SHUTDOWN_GRACE_MS, shutdownGraceMs } from '../src/nats/server-options.js';
import { RpcClient } from '../src/nats/rpc-client.js';
import { until } from '../src/testing/waiting.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** What the callers wait for a reply (NATS_REQUEST_TIMEOUT_MS), well above the least grace. */
const CALLERS_WAIT_MS = SHUTDOWN_GRACE_MS + 5_000;
/** A request longer than the least grace, shorter than its caller's wait (a hash on a busy host). */
const WORK_MS = SHUTDOWN_GRACE_MS + 1_500;
const SUBJECT = 'replica.slow-answer';

let started = 0;

@Controller()
class SlowController {
  @MessagePattern(SUBJECT)
  async answer(): Promise<{ answered: boolean }> {
    started += 1;
    await new Promise((resolve) => setTimeout(resolve, WORK_MS));
    return { answered: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

/**
 * A replica stopped while it holds a request answers it for as long as the caller waits, not only
 * for the least grace: a shorter grace dropped sign-ins whose hash had not run yet on a busy host,
 * and the gateway answered 503 at its timeout.
 */
it('a stopping replica answers a request it holds for as long as its caller waits for the reply', async () => {
  const prefix = `stop${randomBytes(4).toString('hex')}.`;
  const replica: INestMicroservice = await NestFactory.createMicroservice(SlowModule, {
    ...natsServerStrategy('identity', NATS_URL, prefix, {}, shutdownGraceMs(CALLERS_WAIT_MS)),
    logger: false,
  });
  await replica.listen();
  const caller = await RpcClient.connect({
    url: NATS_URL,
    name: 'stopping-replica-test',
    timeoutMs: CALLERS_WAIT_MS,
    subjectPrefix: prefix,
    logger: createLogger('test', 'silent'),
    readRetryAfterMs: 0,
  });
  let stopped = false;
  try {
    const reply = caller.request(SUBJECT);
    await until(() => started === 1, { timeoutMs: 5_000, intervalMs: 10, what: 'the replica to hold the request' });
    stopped = true;
    await replica.close();
    await expect(reply).resolves.toEqual({ answered: true });
  } finally {
    await caller.close();
    if (!stopped) await replica.close();
  }
}, 30_000);
