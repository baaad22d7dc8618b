import { jsonQueryError } from './graphql-request.js';

describe('a query text that is JSON', () => {
  it('is refused as a syntax error, whatever JSON value it is and however it is spaced', () => {
    const values: unknown[] = [
      {},
      { kind: 'Document', definitions: [] },
      [],
      [1],
      'query',
      0,
      -1.5,
      2e3,
      true,
      false,
      null,
    ];
    for (const value of values) {
      for (const text of [JSON.stringify(value), ` \n\t${JSON.stringify(value, null, 2)}\r\n `]) {
        expect(jsonQueryError(text)?.message).toMatch(/^Syntax Error/);
      }
    }
  });

  it('is not what a GraphQL document is, shorthand, named, commented or with a string argument', () => {
    for (const query of [
      '{ me { id } }',
      '{me{id}}',
      '\n  query Dashboard { me { id } }',
      '# the dashboard\n{ me { id } }',
      'mutation { login(username: "a", password: "b") { ok } }',
      '{ "me" }',
      'true { me }',
    ]) {
      expect(jsonQueryError(query)).toBeUndefined();
    }
  });
});
