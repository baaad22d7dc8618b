import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { ChallengeSubjects, REQUEST_ID_HEADER } from '@reto/contracts';
import { DomainError, OutcomeUnknownError, ServiceUnavailableError } from '../src/errors.js';
import { createLogger } from '../src/logger.js';
import { natsConnectionOptions } from '../src/nats/connection-options.js';
import { RpcClient } from '../src/nats/rpc-client.js';
import { RpcErrorFilter } from '../src/rpc/rpc-error.filter.js';
import { lastValueFrom } from 'rxjs';
import { NatsProxy } from '../src/testing/nats-proxy.js';
import { until } from '../src/testing/waiting.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const logger = createLogger('test', 'silent');
/** A read (asked again when unanswered) and a command (never sent twice). */
const READ = ChallengeSubjects.challengeDay;
const COMMAND = ChallengeSubjects.grantEnrolment;
const TIMEOUT_MS = 8_000;
const RETRY_AFTER_MS = 150;

let prefix: string;
let service: NatsConnection;
let client: RpcClient;

/** A service replica's answer as Nest's NATS server writes it. */
const nestAnswer = (message: Msg, body: Record<string, unknown>) =>
  message.respond(JSON.stringify({ ...body, isDisposed: true, id: message.json<{ id: string }>().id }));

/** Subscribes `answer` to `subject` (known to the server once this resolves) and returns the messages it received. */
const replica = async (subject: string, answer: (message: Msg, index: number) => void): Promise<Msg[]> => {
  const received: Msg[] = [];
  service.subscribe(`${prefix}${subject}`, {
    queue: 'replicas',
    callback: (error, message) => {
      if (error) return;
      received.push(message);
      answer(message, received.length - 1);
    },
  });
  await service.flush();
  return received;
};

const rpcClient = (url = NATS_URL, readRetryAfterMs = RETRY_AFTER_MS) =>
  RpcClient.connect({
    url,
    name: 'rpc-client-test',
    timeoutMs: TIMEOUT_MS,
    subjectPrefix: prefix,
    logger,
    readRetryAfterMs,
  });

beforeEach(async () => {
  prefix = `rpc${randomBytes(4).toString('hex')}.`;
  service = await connect(natsConnectionOptions({ url: NATS_URL }));
  client = await rpcClient();
});

afterEach(async () => {
  await client.close();
  await service.close();
});

describe('RpcClient', () => {
  it('answers what the service answered, carrying the request id of the call being served', async () => {
    const received = await replica(READ, (message) => nestAnswer(message, { response: { day: 12 } }));
    await expect(client.request(READ, { member: 1 }, { requestId: 'req-rpc-client-1' })).resolves.toEqual({ day: 12 });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers?.get(REQUEST_ID_HEADER)).toBe('req-rpc-client-1');
    expect(received[0]!.json()).toMatchObject({ pattern: READ, data: { member: 1 } });
  });

  it("turns a service's refusal into a DomainError with the service's own status and message", async () => {
    await replica(COMMAND, (message) =>
      nestAnswer(message, { err: { status: 409, code: 'already_enrolled', message: 'Ya tienes acceso.' } }),
    );
    const refusal = await client.request(COMMAND, {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 409, body: { code: 'already_enrolled', message: 'Ya tienes acceso.' } });
  });

  it('carries the seconds to wait a service named with its refusal (RpcErrorFilter), and only its body', async () => {
    const busy = new DomainError({ status: 429, code: 'rate_limited', message: 'Inténtalo en unos segundos.' }, 2);
    const sent = await lastValueFrom(new RpcErrorFilter(logger).catch(busy)).catch((error: unknown) => error);
    expect(sent).toEqual({ ...busy.body, retryAfterSeconds: 2 });
    await replica(COMMAND, (message) => nestAnswer(message, { err: sent as Record<string, unknown> }));
    const refusal = await client.request(COMMAND, {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ body: busy.body, retryAfterSeconds: 2 });
    expect((refusal as DomainError).body).toEqual(busy.body);
  });

  it('asks a read again when the replica holding it does not answer, and the answer of the next one wins', async () => {
    // The first replica to get it died holding it: it never answers.
    const received = await replica(
      READ,
      (message, index) => index > 0 && nestAnswer(message, { response: { day: 3 } }),
    );
    const started = Date.now();
    await expect(client.request(READ, {})).resolves.toEqual({ day: 3 });
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it('asks a read a third time when the second goes unanswered too, and no more once answered', async () => {
    const received = await replica(
      READ,
      (message, index) => index > 1 && nestAnswer(message, { response: { day: 4 } }),
    );
    await expect(client.request(READ, {})).resolves.toEqual({ day: 4 });
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * 5));
    expect(received).toHaveLength(3);
  });

  it('asks again only within its retry budget when a service is slow to answer everything (no retry storm)', async () => {
    // An overloaded replica: every read is answered, each later than the client waits before asking again.
    const received = await replica(READ, (message) =>
      setTimeout(() => nestAnswer(message, { response: { day: 5 } }), RETRY_AFTER_MS * 2.5),
    );
    const reads = 100;
    const answers = await Promise.all(Array.from({ length: reads }, () => client.request(READ, {})));
    expect(answers).toEqual(answers.map(() => ({ day: 5 })));
    // A tenth of the reads asked, on top of ten: 120 messages at most, where asking each again made 200.
    expect(received.length).toBeGreaterThan(reads);
    expect(received.length).toBeLessThanOrEqual(reads + 10 + reads / 10);
  });

  it('never sends a command twice, however long its answer takes', async () => {
    const received = await replica(COMMAND, (message) =>
      setTimeout(() => nestAnswer(message, { response: { granted: true } }), RETRY_AFTER_MS * 5),
    );
    await expect(client.request(COMMAND, {})).resolves.toEqual({ granted: true });
    expect(received).toHaveLength(1);
  });

  it('tells a command it stopped waiting for that it may have been applied, and a read that it failed', async () => {
    await replica(COMMAND, () => undefined);
    await replica(READ, () => undefined);
    const command = await client.request(COMMAND, {}, { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(command).toBeInstanceOf(OutcomeUnknownError);
    expect(command).toMatchObject({
      status: 503,
      retryAfterSeconds: 5,
      body: {
        code: 'outcome_unknown',
        message: expect.stringMatching(/puede que se haya guardado; vuelve a intentarlo/),
      },
    });
    const read = await client.request(READ, {}, { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(read).toBeInstanceOf(ServiceUnavailableError);
  });

  it('fails at once with a 503 when no replica listens, without asking again', async () => {
    // A read is asked again after `readRetryAfterMs`: here seconds, so an answer before the first
    // wait is over is one that never waited for it, however busy the host.
    const retryAfterMs = TIMEOUT_MS / 4;
    const patient = await rpcClient(NATS_URL, retryAfterMs);
    try {
      const started = Date.now();
      const failure = await patient.request(READ, {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ServiceUnavailableError);
      expect(failure).toMatchObject({ status: 503 });
      expect(Date.now() - started).toBeLessThan(retryAfterMs);
    } finally {
      await patient.close();
    }
  });

  /** A gateway replica's own connection, listening to `subjects`: what it hears, in order, as "subject payload". */
  const gatewayHearing = async (subjects: readonly string[]) => {
    const gateway = await connect(natsConnectionOptions({ url: NATS_URL }));
    const heard: string[] = [];
    for (const subject of subjects)
      gateway.subscribe(`${prefix}${subject}`, {
        callback: (_, message) => void heard.push(`${subject} ${message.string()}`),
      });
    await gateway.flush();
    return { gateway, heard };
  };

  it('announces a change ahead of every reply sent once the announcement resolved, from any connection', async () => {
    // The shape of every broadcast: a service announces a change on its client's connection, then
    // answers the command on its server's connection; a gateway replica hears both on its own and
    // must hear the announcement first, or it answers the caller's next request from before it.
    const { gateway, heard } = await gatewayHearing(['announced', 'replied']);
    const ROUNDS = 200;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await client.announce('announced', round);
        service.publish(`${prefix}replied`, String(round));
      }
      await until(() => heard.length === ROUNDS * 2, { what: 'every announcement and reply' });
      const outOfOrder = Array.from({ length: ROUNDS }, (_, round) => round).filter(
        (round) => heard.indexOf(`announced ${round}`) > heard.indexOf(`replied ${round}`),
      );
      expect(outOfOrder).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('confirms the announcements of one turn with one round trip, each heard ahead of a reply sent once it resolved', async () => {
    // A batch of completions committed together announces one change a member: the batch waits
    // for one PING, not one each, and every announcement still reaches a listener before the answer.
    const { gateway, heard } = await gatewayHearing(['announced', 'replied']);
    const flush = jest.spyOn(client.nats, 'flush');
    const ROUNDS = 20;
    const AT_ONCE = 25;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await Promise.all(
          Array.from({ length: AT_ONCE }, (_, member) => client.announce('announced', `${round}.${member}`)),
        );
        service.publish(`${prefix}replied`, String(round));
      }
      expect(flush).toHaveBeenCalledTimes(ROUNDS);
      await until(() => heard.length === ROUNDS * (AT_ONCE + 1), { what: 'every announcement and reply' });
      const late = heard.filter((line, index) => {
        const round = /^announced "(\d+)\./.exec(line)?.[1];
        return round !== undefined && index > heard.indexOf(`replied ${round}`);
      });
      expect(late).toEqual([]);
    } finally {
      flush.mockRestore();
      await gateway.close();
    }
  });

  it('fails the requests waiting for a reply at once when the connection to NATS is lost', async () => {
    // The client reaches NATS through a proxy that is then cut: its replies cannot come back.
    const proxy = await NatsProxy.start(NATS_URL);
    const proxied = await rpcClient(proxy.url);
    let toldLost = 0;
    let toldBack = 0;
    proxied.onConnectionLost(() => (toldLost += 1));
    proxied.onConnectionBack(() => (toldBack += 1));
    try {
      await replica(COMMAND, () => undefined);
      const waiting = proxied.request(COMMAND, {}).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const cut = Date.now();
      proxy.cut();
      const failure = await waiting;
      // the command was out: it may have been applied, and the client is told so, not "failed"
      expect(failure).toBeInstanceOf(OutcomeUnknownError);
      expect(failure).toMatchObject({ status: 503, code: 'outcome_unknown', retryAfterSeconds: 5 });
      expect(Date.now() - cut).toBeLessThan(TIMEOUT_MS / 2);
      expect(proxied.busAway).toBe(true);
      // Told once for the loss, however many reconnection attempts follow.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(toldLost).toBe(1);
      expect(toldBack).toBe(0);
      proxy.restore();
      await until(() => toldBack === 1, { what: 'the connection to be back' });
      expect(proxied.busAway).toBe(false);
    } finally {
      await proxied.nats.close();
      await proxy.close();
    }
  });
});
