import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { GRAPHQL_PATH, JSON_BODY_LIMIT_BYTES } from '../gateway.constants.js';
import { graphqlBodyGuard } from '../graphql/graphql-body.js';
import { jsonTokenGuard } from './json-body.js';

const SEED = Number(process.env.FC_SEED ?? 51);

/** A JSON POST to `path` stating `length` bytes, as a `preParsing` hook sees it. */
const requestTo = (path: string, length: number) =>
  ({
    method: 'POST',
    url: path,
    is404: false,
    routeOptions: { url: path },
    headers: { 'content-type': 'application/json', 'content-length': String(length) },
    raw: { url: path },
  }) as unknown as FastifyRequest;

const reply = { header: () => reply, sent: false } as unknown as FastifyReply;

/** What a guard hands on for a body of `length` stated bytes, and whether it began reading the body. */
function handedOn(guard: preParsingHookHandler, path: string, length: number) {
  const payload = new PassThrough();
  let result: unknown;
  void guard.call(
    undefined as never,
    requestTo(path, length),
    reply,
    payload,
    (error?: Error | null, stream?: unknown) => {
      result = error ?? stream;
    },
  );
  return { sameStream: result === payload, reading: payload.readableFlowing === true };
}

describe("the body guards: a body stated past the limit is left to the route's bodyLimit, unread", () => {
  const guards: Array<[string, preParsingHookHandler, string]> = [
    ['the REST JSON guard', jsonTokenGuard(), '/api/user/timezone'],
    ["GraphQL's guard", graphqlBodyGuard(), GRAPHQL_PATH],
  ];

  it.each(guards)('%s hands any stated length past the limit on as it came, without reading it', (_, guard, path) => {
    fc.assert(
      fc.property(fc.integer({ min: JSON_BODY_LIMIT_BYTES + 1, max: 2 ** 40 }), (length) => {
        expect(handedOn(guard, path, length)).toEqual({ sameStream: true, reading: false });
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("GraphQL's guard counts every body the limit admits as it arrives", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: JSON_BODY_LIMIT_BYTES }), (length) => {
        expect(handedOn(graphqlBodyGuard(), GRAPHQL_PATH, length).sameStream).toBe(false);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
