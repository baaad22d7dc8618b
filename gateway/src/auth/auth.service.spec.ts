import { IdentitySubjects, type ResolvedSession, type UserDto } from '@reto/contracts';
import { newToken, type RpcClient } from '@reto/platform';
import { GatewayErrors } from '../gateway.errors.js';
import { SESSION_COOKIE } from '../gateway.constants.js';
import type { HttpRequest } from '../http/http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AuthService } from './auth.service.js';
import type { SessionCache } from './session.cache.js';

const member = { id: 7, username: 'Ana', email: 'ana@example.com' } as UserDto;
/** Tokens of the shape identity issues. */
const [t0k3n, ended, one, two] = Array.from({ length: 4 }, newToken);

/** An AuthService whose session cache answers `resolution` and counts how often it is asked. */
const authResolving = (resolution: () => Promise<UserDto>) => {
  const asked: string[] = [];
  const sessions = {
    resolve: (token: string) => {
      asked.push(token);
      return resolution();
    },
  } as unknown as SessionCache;
  return { auth: new AuthService({} as RpcClient, {} as RateLimitService, sessions), asked };
};

const requestWithCookie = (token: string, id = 'req-1') =>
  ({ id, headers: {}, cookies: { [SESSION_COOKIE]: token } }) as unknown as HttpRequest;

describe('AuthService: the request’s user', () => {
  it('is resolved once for the whole request, however many fields ask (me and a guarded field)', async () => {
    const { auth, asked } = authResolving(async () => member);
    const req = requestWithCookie(t0k3n);
    const answers = await Promise.all([auth.userOrNullOf(req), auth.userOf(req), auth.userOf(req)]);
    expect(answers).toEqual([member, member, member]);
    expect(asked).toEqual([t0k3n]);
  });

  it('is null for `me` and a 401 for a guard when the session has ended, from one resolution', async () => {
    const { auth, asked } = authResolving(() => Promise.reject(GatewayErrors.unauthenticated()));
    const req = requestWithCookie(ended);
    await expect(auth.userOrNullOf(req)).resolves.toBeNull();
    await expect(auth.userOf(req)).rejects.toMatchObject({ status: 401 });
    expect(asked).toEqual([ended]);
  });

  it('is never shared between two requests', async () => {
    const { auth, asked } = authResolving(async () => member);
    await auth.userOf(requestWithCookie(one));
    await auth.userOf(requestWithCookie(two));
    expect(asked).toEqual([one, two]);
  });

  it('asks identity with the request’s id', async () => {
    const asked: unknown[][] = [];
    const rpc = { request: async (...args: unknown[]) => (asked.push(args), member) } as unknown as RpcClient;
    const sessions = {
      resolve: (_token: string, resolve: () => Promise<ResolvedSession>) => resolve(),
    } as unknown as SessionCache;
    const auth = new AuthService(rpc, {} as RateLimitService, sessions);
    await expect(auth.userOf(requestWithCookie(t0k3n, 'req-7'))).resolves.toEqual(member);
    expect(asked).toEqual([[IdentitySubjects.resolveSession, { token: t0k3n }, { requestId: 'req-7' }]]);
  });

  it('is a visitor, without asking identity, when the token is not of the issued shape', async () => {
    const { auth, asked } = authResolving(async () => member);
    for (const made of ['inventado', 'f'.repeat(64), `bench-${7}`, t0k3n.slice(1), `${t0k3n}x`]) {
      await expect(auth.userOrNullOf(requestWithCookie(made))).resolves.toBeNull();
      await expect(auth.userOf(requestWithCookie(made))).rejects.toMatchObject({ status: 401 });
      const bearer = {
        id: 'req-2',
        headers: { authorization: `Bearer ${made}` },
        cookies: {},
      } as unknown as HttpRequest;
      await expect(auth.userOf(bearer)).rejects.toMatchObject({ status: 401 });
    }
    expect(asked).toEqual([]);
  });

  it('keeps a failure that is not a missing session a failure for `me` too', async () => {
    const { auth } = authResolving(() => Promise.reject(new Error('identity unreachable')));
    await expect(auth.userOrNullOf(requestWithCookie(t0k3n))).rejects.toThrow('identity unreachable');
  });
});

describe('AuthService: the member of a session kept in memory, from the cookies alone', () => {
  it("is the kept session's member for an issued token, and nothing asked for a cookie of another shape", () => {
    const looked: string[] = [];
    const sessions = {
      kept: (token: string) => {
        looked.push(token);
        return token === t0k3n ? member : undefined;
      },
    } as unknown as SessionCache;
    const auth = new AuthService({} as RpcClient, {} as RateLimitService, sessions);
    expect(auth.keptUserOfCookies({ [SESSION_COOKIE]: ` ${t0k3n} `, other: 'x' })).toBe(member);
    expect(auth.keptUserOfCookies({ [SESSION_COOKIE]: ended })).toBeUndefined();
    expect(auth.keptUserOfCookies({ [SESSION_COOKIE]: 'null' })).toBeUndefined();
    expect(auth.keptUserOfCookies({})).toBeUndefined();
    expect(looked).toEqual([t0k3n, ended]);
  });
});
