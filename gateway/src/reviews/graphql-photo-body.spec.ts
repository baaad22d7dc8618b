import { onlyLargeBodyFields } from './graphql-photo-body.js';

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
