import multipart from '@fastify/multipart';
import { PhotoMessages } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { GatewayErrors } from '../src/gateway.errors.js';
import type { HttpRequest } from '../src/http/http.js';
import { readOneFile } from '../src/http/one-file-upload.js';

/**
 * The reader every one-file upload (a photo, the coach's recording) goes through, on a real Fastify
 * listening, with @fastify/multipart as the gateway registers it: the file's bytes as sent within the limit, a
 * 413 past it, a 400 for a file in another field, a second file or no file, each in Spanish.
 */
const LIMIT = 2_000;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart);
  app.post('/upload', async (req, reply) => {
    try {
      const file = await readOneFile(req as HttpRequest, {
        field: 'photo',
        limits: { fileSize: LIMIT, files: 1, fields: 0, parts: 1 },
        missing: GatewayErrors.photoMissing,
        tooLarge: GatewayErrors.photoTooLarge,
      });
      return { bytes: file.toString('base64') };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return reply.status(error.status).send({ message: error.message });
    }
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/upload`;
});

afterAll(() => app.close());

const send = async (files: Array<[field: string, bytes: Buffer]>) => {
  const form = new FormData();
  for (const [field, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), 'f.bin');
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { bytes?: string; message?: string } };
};

describe('a multipart upload of one file', () => {
  it('answers the bytes as sent up to the limit, and a 413 in Spanish past it, whatever the size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 * LIMIT }), fc.integer({ min: 0, max: 255 }), async (size, byte) => {
        const bytes = Buffer.alloc(size, byte);
        const answer = await send([['photo', bytes]]);
        expect(answer).toEqual(
          size <= LIMIT
            ? { status: 200, body: { bytes: bytes.toString('base64') } }
            : { status: 413, body: { message: PhotoMessages.tooLarge } },
        );
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['a file in another field', [['audio', Buffer.from('x')]]],
    [
      'two files',
      [
        ['photo', Buffer.from('x')],
        ['photo', Buffer.from('y')],
      ],
    ],
    ['an empty file', [['photo', Buffer.alloc(0)]]],
    ['no file', []],
  ] as Array<[string, Array<[string, Buffer]>]>)('refuses %s with a 400 in Spanish', async (_name, files) => {
    expect(await send(files)).toEqual({ status: 400, body: { message: PhotoMessages.missing } });
  });
});
