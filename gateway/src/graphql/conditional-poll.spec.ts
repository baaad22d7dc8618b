import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance, type FastifyReply, type onSendHookHandler } from 'fastify';
import type { UserDto } from '@reto/contracts';
import { announcedAnswersCache, onlyDateFaked } from '../../test/challenge-announcements.js';
import type { HttpRequest } from '../http/http.js';
import {
  answerKeptPollsFirst,
  etagOf,
  headersOfAGraphQL304,
  noneMatchHits,
  registerConditionalPolls,
} from './conditional-poll.js';

const aUser = (id: number): UserDto => ({
  id,
  username: `m${id}`,
  email: `m${id}@example.com`,
  firstName: 'M',
  fullName: 'M',
  isAdmin: false,
  hasPaid: true,
  emailVerified: true,
  hasAccess: true,
  gender: 'female',
  timezone: 'America/Mexico_City',
  timezoneLabel: 'Ciudad de México',
});

/** Each member's exercise as challenge would answer it; `asked` counts what reached the "GraphQL" handler. */
const completed = new Map<number, boolean>();
let asked = 0;
/** The members whose session the replica holds in memory (keptUserOf); the others' are resolved (userOf). */
let sessionsInMemory: Set<number>;
/** The requests that reached a hook registered after the conditional polls (the page's headers, CORS, the body's policy). */
let laterHooks = 0;
/** The headers an onSend hook of the gateway adds to every answer (security.ts's), unless set already. */
const pageHeaders = (_req: unknown, reply: FastifyReply) => {
  if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'same-origin');
};
/** The status of every answer whose onResponse hooks ran (the request's metric and log line). */
let responses: number[] = [];
/** A handler that holds its answer until the test lets it go (an answer under way while a change lands). */
let hold: Promise<void> | undefined;

let app: FastifyInstance;
let url: string;
let bus: ReturnType<typeof announcedAnswersCache>;

/** The requests Fastify's own handler took (its first onRequest hook ran). */
let fastifyRequests = 0;
/** What the 304s answered before Fastify told their onResponse stand-in: status and request id. */
let earlyAnswers: Array<[number, unknown]> = [];
/** The headers security.ts's onSend hook gives every answer, as an onSend hook. */
const pageHeadersHook: onSendHookHandler = (req, reply, payload, next) => {
  pageHeaders(req, reply);
  next(null, payload);
};

/**
 * The gateway's hooks around the conditional polls, over real HTTP; with `early`, the polls'
 * 304s from memory are answered before Fastify as well (answerKeptPollsFirst).
 */
async function started(early = false): Promise<FastifyInstance> {
  const cache = bus.cache;
  const app = Fastify();
  // as the request context's hook does: the request's id on its answer
  app.addHook('onRequest', (req, reply, done) => {
    fastifyRequests += 1;
    reply.header('x-request-id', req.headers['x-request-id'] ?? 'made-here');
    done();
  });
  registerConditionalPolls(app, {
    // the session: `x-member` names the member; none, no session
    userOf: async (req: HttpRequest) => {
      const id = Number(req.headers['x-member']);
      if (!id) throw new Error('unauthenticated');
      return aUser(id);
    },
    keptUserOf: (req: HttpRequest) => {
      const id = Number(req.headers['x-member']);
      return sessionsInMemory.has(id) ? aUser(id) : undefined;
    },
    validators: cache,
    answerHeaders: pageHeaders,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    laterHooks += 1;
    // as the gateway's CORS hook does (each origin answered apart)
    reply.header('vary', 'Origin');
    done();
  });
  // as the gateway's security.ts sets them on every answer, an onSend hook registered after the polls
  app.addHook('onSend', pageHeadersHook);
  app.addHook('onResponse', (_req, reply, done) => {
    responses.push(reply.statusCode);
    done();
  });
  // stands for Mercurius's GET and POST routes: the member's exercise, read when asked
  const answer = async (req: HttpRequest) => {
    asked += 1;
    const id = Number(req.headers['x-member']);
    const done = completed.get(id) ?? false;
    await hold;
    return id ? { data: { exercise: { id: 5, completed: done } } } : { data: null, errors: [{ message: 'No' }] };
  };
  app.get('/graphql', answer);
  app.post('/graphql', answer);
  if (early)
    answerKeptPollsFirst(app, {
      keptUserOf: (req) => {
        const id = Number(req.headers['x-member']);
        return sessionsInMemory.has(id) ? aUser(id) : undefined;
      },
      validators: cache,
      requestHeadersOf: (req) => ({ 'x-request-id': req.headers['x-request-id'] ?? 'made-here' }),
      answerHeaders: headersOfAGraphQL304(pageHeadersHook),
      answered: (_req, headers) => void earlyAnswers.push([304, headers['x-request-id']]),
    });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

beforeEach(async () => {
  completed.clear();
  asked = 0;
  hold = undefined;
  sessionsInMemory = new Set([1, 2]);
  laterHooks = 0;
  responses = [];
  fastifyRequests = 0;
  earlyAnswers = [];
  bus = announcedAnswersCache();
  app = await started();
});

afterEach(async () => {
  jest.useRealTimers();
  await app.close();
});

const POLL = '/graphql?query=query%20Exercise%20%7B%20exercise%20%7B%20id%20%7D%20%7D&operationName=Exercise';

interface Answer {
  statusCode: number;
  headers: Record<string, string | undefined>;
  body: string;
  json: () => unknown;
}

/** A request over real HTTP, as a browser sends it. */
async function send(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${url}${path}`, { method, headers });
  const body = await res.text();
  return {
    statusCode: res.status,
    headers: {
      etag: res.headers.get('etag') ?? undefined,
      'cache-control': res.headers.get('cache-control') ?? undefined,
      vary: res.headers.get('vary') ?? undefined,
    },
    body,
    json: () => JSON.parse(body),
  };
}

const poll = (member: number, etag?: string, path = POLL) =>
  send('GET', path, { 'x-member': String(member), ...(etag ? { 'if-none-match': etag } : {}) });

describe('conditional GETs of the polled queries (ETag, 304)', () => {
  it('answers with an ETag the browser keeps and asks again with, and 304 with no body and no query run while nothing changed', async () => {
    const first = await poll(1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { exercise: { id: 5, completed: false } } });
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(asked).toBe(1);

    for (let i = 0; i < 3; i += 1) {
      const again = await poll(1, first.headers.etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    expect(asked).toBe(1);
  });

  it("after the member's completion is announced, the next poll runs the query and answers the new exercise with a new ETag", async () => {
    const first = await poll(1);
    completed.set(1, true);
    bus.memberChanged(1);
    const after = await poll(1, first.headers.etag);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ data: { exercise: { id: 5, completed: true } } });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(asked).toBe(2);
    // and the new answer is the one kept
    expect((await poll(1, after.headers.etag)).statusCode).toBe(304);
    expect(asked).toBe(2);
  });

  it("another member's announcement, or the same answer computed again, still gives 304", async () => {
    const first = await poll(1);
    bus.memberChanged(2);
    expect((await poll(1, first.headers.etag)).statusCode).toBe(304);
    expect(asked).toBe(1);
    // a new video (content changed) that did not change this answer: the query runs, its bytes match
    bus.contentChanged();
    const same = await poll(1, first.headers.etag);
    expect([same.statusCode, same.body]).toEqual([304, '']);
    expect(asked).toBe(2);
  });

  it("compares only a member's own answers: another member's ETag gets their own exercise", async () => {
    completed.set(2, true);
    const mine = await poll(1);
    const theirs = await poll(2, mine.headers.etag);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ data: { exercise: { id: 5, completed: true } } });
    expect(asked).toBe(2);
  });

  it('keeps no validator for an answer computed while the member changed: the next poll asks again', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const during = poll(1);
    // the answer is being made (its exercise read) when the completion lands
    while (asked < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    completed.set(1, true);
    bus.memberChanged(1);
    release();
    const stale = await during;
    expect(stale.json()).toEqual({ data: { exercise: { id: 5, completed: false } } });
    hold = undefined;
    const next = await poll(1, stale.headers.etag);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ data: { exercise: { id: 5, completed: true } } });
    expect(asked).toBe(2);
  });

  it('answers the 304 as the poll arrives, before any later hook, when its session and validator are in memory', async () => {
    const first = await poll(1);
    expect(laterHooks).toBe(1);
    const again = await poll(1, first.headers.etag);
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', first.headers.etag]);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // the 200's Vary (CORS answers each origin apart), as a 304 must repeat it
    expect(again.headers.vary).toBe('Origin');
    expect(laterHooks).toBe(1);
    expect(asked).toBe(1);
  });

  it('answers the 304 from memory with the very headers a 304 through every hook gets, and its onResponse hooks run', async () => {
    const headersOf = async (etag: string) => {
      const res = await fetch(`${url}${POLL}`, { headers: { 'x-member': '1', 'if-none-match': etag } });
      expect([res.status, await res.text()]).toEqual([304, '']);
      return [...res.headers].filter(([name]) => name !== 'date');
    };
    const first = await poll(1);
    sessionsInMemory.delete(1);
    const throughEveryHook = await headersOf(first.headers.etag!);
    sessionsInMemory.add(1);
    const fromMemory = await headersOf(first.headers.etag!);
    expect(laterHooks).toBe(2);
    expect(fromMemory).toEqual(throughEveryHook);
    expect(fromMemory).toEqual(
      expect.arrayContaining([
        ['x-content-type-options', 'nosniff'],
        ['cross-origin-resource-policy', 'same-origin'],
      ]),
    );
    expect(responses).toEqual([200, 304, 304]);
  });

  it('goes through every hook when the session is not in memory, the request is cross-origin or its tag is not the kept one', async () => {
    const first = await poll(1);
    sessionsInMemory.delete(1);
    // resolved (userOf), then 304 from the validator before GraphQL runs
    expect((await poll(1, first.headers.etag)).statusCode).toBe(304);
    expect(laterHooks).toBe(2);
    sessionsInMemory.add(1);
    // an Origin: the CORS hook decides the headers of its answer
    const crossOrigin = await send('GET', POLL, {
      'x-member': '1',
      'if-none-match': first.headers.etag!,
      origin: 'https://elsewhere.example',
    });
    expect(crossOrigin.statusCode).toBe(304);
    expect(laterHooks).toBe(3);
    // another tag: the answer is made, and sent whole
    const other = await poll(1, 'W/"other"');
    expect(other.statusCode).toBe(200);
    expect(laterHooks).toBe(4);
    expect(asked).toBe(2);
  });

  it("is not told 304 from memory past the member's midnight where they live: the query runs again", async () => {
    // only Date is faked (the member's local date): the caches' clocks and every timer run as they do
    onlyDateFaked('2026-11-22T05:59:40Z');
    const first = await poll(1);
    expect((await poll(1, first.headers.etag)).statusCode).toBe(304);
    expect(asked).toBe(1);
    // 00:00:10 in Mexico City: a new day (an edition's access may have ended at midnight)
    jest.setSystemTime(new Date('2026-11-22T06:00:10Z'));
    await poll(1, first.headers.etag);
    expect(asked).toBe(2);
  });

  it('leaves alone a POST, the GET of another operation, an answer with errors and a visitor', async () => {
    const post = await send('POST', '/graphql', { 'x-member': '1' });
    expect(post.headers.etag).toBeUndefined();
    const other = await poll(1, undefined, POLL.replace('operationName=Exercise', 'operationName=Me'));
    expect(other.headers.etag).toBeUndefined();
    const visitor = await poll(0);
    expect(visitor.headers.etag).toBeUndefined();
    expect(visitor.statusCode).toBe(200);
  });
});

describe("the polls' 304s answered before Fastify", () => {
  beforeEach(async () => {
    await app.close();
    app = await started(true);
  });

  const headersOf = async (etag: string, extra: Record<string, string> = {}) => {
    const res = await fetch(`${url}${POLL}`, {
      headers: { 'x-member': '1', 'if-none-match': etag, 'x-request-id': 'poll-0001', ...extra },
    });
    expect([res.status, await res.text()]).toEqual([304, '']);
    return [...res.headers].filter(([name]) => name !== 'date');
  };

  it("answers a kept session's unchanged poll with the very headers of the 304 through every hook, Fastify never seeing it", async () => {
    const first = await poll(1);
    expect(fastifyRequests).toBe(1);
    sessionsInMemory.delete(1);
    const throughEveryHook = await headersOf(first.headers.etag!);
    expect(fastifyRequests).toBe(2);
    sessionsInMemory.add(1);
    const early = await headersOf(first.headers.etag!);
    expect(fastifyRequests).toBe(2);
    expect(early).toEqual(throughEveryHook);
    expect(early).toEqual(
      expect.arrayContaining([
        ['x-request-id', 'poll-0001'],
        ['vary', 'Origin'],
        ['etag', first.headers.etag],
        ['cache-control', 'private, no-cache'],
        ['x-content-type-options', 'nosniff'],
        ['cross-origin-resource-policy', 'same-origin'],
      ]),
    );
    // its metric and log line, as the onResponse hooks give the others
    expect(earlyAnswers).toEqual([[304, 'poll-0001']]);
    expect(responses).toEqual([200, 304]);
    expect(asked).toBe(1);
  });

  it("leaves to Fastify a session not in memory, an Origin, another tag, another member's or a changed member's poll, a POST", async () => {
    completed.set(2, true);
    const first = await poll(1);
    sessionsInMemory.delete(1);
    expect((await poll(1, first.headers.etag)).statusCode).toBe(304);
    sessionsInMemory.add(1);
    const crossOrigin = await send('GET', POLL, {
      'x-member': '1',
      'if-none-match': first.headers.etag!,
      origin: 'https://elsewhere.example',
    });
    expect(crossOrigin.statusCode).toBe(304);
    expect((await poll(1, 'W/"other"')).statusCode).toBe(200);
    expect((await poll(2, first.headers.etag)).statusCode).toBe(200);
    expect(earlyAnswers).toEqual([]);
    completed.set(1, true);
    bus.memberChanged(1);
    const after = await poll(1, first.headers.etag);
    expect([after.statusCode, after.json()]).toEqual([200, { data: { exercise: { id: 5, completed: true } } }]);
    expect((await send('POST', POLL, { 'x-member': '1', 'if-none-match': after.headers.etag! })).statusCode).toBe(200);
    expect(earlyAnswers).toEqual([]);
    expect(fastifyRequests).toBe(7);
    // and the new answer's tag is the one answered early
    expect((await poll(1, after.headers.etag)).statusCode).toBe(304);
    expect(earlyAnswers).toHaveLength(1);
  });
});

describe('If-None-Match', () => {
  it('matches a tag weakly, in a list, or any tag with *', () => {
    expect(noneMatchHits('W/"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits('*', 'W/"a"')).toBe(true);
    expect(noneMatchHits('W/"b"', 'W/"a"')).toBe(false);
    expect(noneMatchHits(undefined, 'W/"a"')).toBe(false);
  });
});
