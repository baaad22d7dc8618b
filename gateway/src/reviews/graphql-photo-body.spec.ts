import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Fastify from 'fastify';
import { graphqlBodyGuard, onlyLargeBodyFields, photoHeadIsImage } from './graphql-photo-body.js';

describe('onlyLargeBodyFields: which GraphQL documents may carry a body above 1 MB', () => {
  it('allows a document that only submits a review', () => {
    expect(
      onlyLargeBodyFields('mutation Send($input: SubmitReviewInput!) { submitReview(input: $input) { id status } }'),
    ).toBe(true);
  });

  it('refuses anything else riding along or instead', () => {
    expect(onlyLargeBodyFields('mutation { submitReview(input: {}) { id } login(input: {}) { id } }')).toBe(false);
    expect(onlyLargeBodyFields('query { reviews { total } }')).toBe(false);
    expect(onlyLargeBodyFields('mutation { ...F } fragment F on Mutation { submitReview(input: {}) { id } }')).toBe(
      false,
    );
    expect(onlyLargeBodyFields('mutation { submitReview(input: {}) { id } } query { priceQuote { amount } }')).toBe(
      false,
    );
  });

  it('refuses what is not a GraphQL document', () => {
    expect(onlyLargeBodyFields('mutation {')).toBe(false);
    expect(onlyLargeBodyFields(undefined)).toBe(false);
    expect(onlyLargeBodyFields({ query: 'mutation { submitReview }' })).toBe(false);
  });
});

/** The first bytes of each accepted photo type, as the type check (file-type) recognises them. */
const SIGNATURES = {
  jpeg: Buffer.from('ffd8ffe0', 'hex'),
  png: Buffer.from('89504e470d0a1a0a', 'hex'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from('0c000000', 'hex'), Buffer.from('WEBPVP8 ')]),
};
/** A data URL's first 64 bytes, as the JSON scanner keeps them. */
const headOf = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`.slice(0, 64);
const tail = fc.uint8Array({ minLength: 48, maxLength: 64 }).map((bytes) => Buffer.from(bytes));

describe("a large body's photo judged by its head", () => {
  it('goes on when its first bytes are a JPEG, PNG or WebP, whatever follows and whatever type it names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SIGNATURES)),
        tail,
        fc.constantFrom('png', 'jpeg', 'webp'),
        (signature, rest, named) => photoHeadIsImage(headOf(named, Buffer.concat([signature, rest]))) === true,
      ),
    );
  });

  it('is refused when its first bytes begin no accepted type', () => {
    const startsAnImage = (bytes: Buffer) =>
      Object.values(SIGNATURES).some((signature) => bytes.subarray(0, 3).equals(signature.subarray(0, 3)));
    fc.assert(
      fc.property(
        tail.filter((bytes) => !startsAnImage(bytes)),
        (bytes) => photoHeadIsImage(headOf('png', bytes)) === false,
      ),
    );
    expect(photoHeadIsImage(headOf('png', Buffer.from('A'.repeat(48))))).toBe(false);
  });

  it('is left to the full check when its head cannot tell (not base64, escaped, too short)', () => {
    expect(photoHeadIsImage(`data:image/png,${'%89PNG'.repeat(10)}`)).toBeUndefined();
    expect(photoHeadIsImage(`data:image\\/png;base64,${'QUFB'.repeat(10)}`)).toBeUndefined();
    expect(photoHeadIsImage('data:image/png;base64,iVBOR')).toBeUndefined();
  });
});

describe("a review's photo that begins no accepted type, in a body of no stated length (chunked)", () => {
  const MB = 1024 * 1024;
  /** The gateway's GraphQL route as far as its body goes: the photo's limit, the guard, a handler that takes anything. */
  const app = Fastify({ bodyLimit: MB });
  /** How many bytes of the request's connection the gateway had read when it answered. */
  let readWhenAnswered = 0;
  app.post('/graphql', { bodyLimit: 7 * MB, preParsing: [graphqlBodyGuard()] }, async () => ({ data: {} }));
  app.addHook('onSend', async (req) => void (readWhenAnswered = req.raw.socket.bytesRead));
  app.setErrorHandler((error: Error & { status?: number; statusCode?: number; code?: string }, _req, reply) =>
    reply.code(error.status ?? error.statusCode ?? 500).send({ code: error.code }),
  );
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Sends `body` chunked, 64 KB at a time: the answer's status and code. */
  const sendChunked = (body: Buffer) =>
    new Promise<{ status: number; code: unknown }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              code: (JSON.parse(Buffer.concat(chunks).toString()) as { code?: unknown }).code,
            }),
          );
        },
      );
      req.on('error', reject);
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    });
  /** The review form's document, then a 3 MB "photo" of these base64 characters. */
  const review = (photo: string) =>
    Buffer.from(
      `{"query":"mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }","variables":{"input":{"photo":"data:image/png;base64,${photo.repeat((3 * MB) / photo.length)}"}}}`,
    );

  it("is refused with the photo's 400 at its head, long before the JSON limit (1 MB) was read", async () => {
    // "AAA…": base64 of zero bytes, which begin no JPEG, PNG nor WebP.
    expect(await sendChunked(review('QUFB'))).toEqual({ status: 400, code: 'photo_type_refused' });
    expect(readWhenAnswered).toBeLessThan(MB);
  });

  it('goes on past the JSON limit when it begins as a PNG does', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    expect(await sendChunked(review(png))).toEqual({ status: 200, code: undefined });
  });
});
