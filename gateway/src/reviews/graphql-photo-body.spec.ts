import fc from 'fast-check';
import { onlyLargeBodyFields, photoHeadIsImage } from './graphql-photo-body.js';

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
