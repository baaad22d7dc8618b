import cookie from '@fastify/cookie';
import { Body, Controller, Injectable, type CanActivate } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import { newToken } from '@reto/platform';
import { refuseWithoutSession } from '../src/auth/signed-in.guard.js';
import { SESSION_COOKIE } from '../src/gateway.constants.js';
import { guardedRoutes } from '../src/http/guarded-routes.js';

/**
 * A member's or an administrator's REST route, on a real Nest application over Fastify with the
 * edge's hook: a request that carries no session at all gets the guard's 401 (its code and Spanish
 * message) on arrival, whatever its body (malformed, or past the JSON limit), which is never parsed;
 * so does one whose token is not of the shape identity issues (it names no session); a request with
 * a token of that shape goes on to the guard, and its body is parsed as before.
 */
const guarded: string[] = [];

@Injectable()
class Admits implements CanActivate {
  canActivate(): boolean {
    guarded.push('guard');
    return true;
  }
}

const Holder = guardedRoutes(Admits);

@Controller('api')
class HolderController {
  @Holder.Post('command')
  command(@Body() body: unknown) {
    return { body };
  }
}

let app: NestFastifyApplication;
let url: string;

beforeAll(async () => {
  const module = await Test.createTestingModule({ controllers: [HolderController], providers: [Admits] }).compile();
  app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(cookie);
  fastify.addHook('onRequest', refuseWithoutSession);
  await app.listen(0, '127.0.0.1');
  url = await app.getUrl();
});

afterAll(() => app?.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/command`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

it('answers the guard’s 401 to a request without a session before its body is parsed', async () => {
  guarded.length = 0;
  for (const body of ['{', '{"a":1}', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) })]) {
    const refused = await post(body);
    expect([refused.status, await refused.json()]).toEqual([
      401,
      { message: IdentityMessages.unauthenticated, code: ErrorCodes.unauthenticated },
    ]);
  }
  expect(guarded).toEqual([]);
});

/** A token as a web client sends it and as a legacy client does. */
const carrying = (token: string): Array<Record<string, string>> => [
  { cookie: `${SESSION_COOKIE}=${token}` },
  { authorization: `Bearer ${token}` },
];

it('answers the same 401 before the body when the token is not of the issued shape (cookie or bearer)', async () => {
  guarded.length = 0;
  const issued = newToken();
  for (const made of ['inventado', `bench-${7}`, 'f'.repeat(64), issued.slice(1), `${issued}=`])
    for (const headers of carrying(made)) {
      const refused = await post('{', headers);
      expect([made, refused.status, await refused.json()]).toEqual([
        made,
        401,
        { message: IdentityMessages.unauthenticated, code: ErrorCodes.unauthenticated },
      ]);
    }
  expect(guarded).toEqual([]);
});

it('lets a request with a session token (cookie or bearer) through to the guard, its body parsed as before', async () => {
  guarded.length = 0;
  const withCookie = await post('{"a":1}', { cookie: `${SESSION_COOKIE}=${newToken()}` });
  expect([withCookie.status, await withCookie.json()]).toEqual([200, { body: { a: 1 } }]);
  const malformed = await post('{', { authorization: `Bearer ${newToken()}` });
  expect(malformed.status).toBe(400);
  expect(guarded).toEqual(['guard']);
});
