import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { registerIdempotency } from '../src/http/idempotency.js';

/**
 * Which first answers a retry with the same Idempotency-Key gets back, on the gateway's own hooks
 * over the real Redis: an outcome of the command (2xx, a refusal of what was sent) is replayed; a
 * refusal that only says "not now" (signed out, not allowed, a limit, a conflict in flight) is not,
 * so the retry is judged again once the reason has passed.
 */
let app: FastifyInstance;
let url: string;
let redis: Redis;
const answers: number[] = [];

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `idem-test-${randomUUID()}:` });
  app = Fastify();
  registerIdempotency(app, redis, pino({ level: 'silent' }));
  // answers each request with the next status of the list the test sets
  app.post('/orden', async (_req, reply) => reply.code(answers.shift() ?? 200).send({ done: true }));
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/orden`;
});

afterAll(async () => {
  await app.close();
  redis.disconnect();
});

const send = async (key: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ n: 1 }),
  });
  return { statusCode: res.status, replayed: res.headers.get('idempotent-replayed') ?? undefined };
};

it.each([401, 403, 408, 409, 425, 429])('judges again a retry whose first answer was a passing %i', async (status) => {
  answers.splice(0, answers.length, status, 200);
  const key = `clave-${status}`;
  expect((await send(key)).statusCode).toBe(status);
  const retried = await send(key);
  expect({ status: retried.statusCode, replayed: retried.replayed }).toEqual({
    status: 200,
    replayed: undefined,
  });
});

it.each([200, 201, 400, 404, 422])('replays a first answer of %i to a retry with the same key', async (status) => {
  answers.splice(0, answers.length, status, 200);
  const key = `clave-final-${status}`;
  expect((await send(key)).statusCode).toBe(status);
  const retried = await send(key);
  expect({ status: retried.statusCode, replayed: retried.replayed }).toEqual({
    status,
    replayed: 'true',
  });
});
