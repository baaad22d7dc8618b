import { jest } from '@jest/globals';
import {
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ValidationRule,
} from 'graphql';
import { INTERNAL_ERROR_MESSAGE } from '@reto/platform';
import { GatewayCopy } from '../gateway.copy.js';
import { GraphQLEndpoint, type GraphQLEndpointOptions } from './graphql-endpoint.js';
import { queryLimits } from './query-limits.js';

const ran: string[] = [];
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: GraphQLString,
        args: { name: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_root, { name }: { name: string }, context: { from: string }) => {
          ran.push(`greeting ${name}`);
          return `Hola, ${name} (${context.from})`;
        },
      },
      total: { type: GraphQLInt, resolve: () => 28 },
      edition: {
        type: GraphQLString,
        args: { which: { type: new GraphQLNonNull(GraphQLString), defaultValue: 'next' } },
        resolve: (_root, { which }: { which: string }) => (ran.push(`edition ${which}`), which),
      },
      refused: {
        type: GraphQLString,
        resolve: () =>
          new GraphQLError('No has iniciado sesión', { extensions: { code: 'unauthenticated', status: 401 } }),
      },
      broken: { type: new GraphQLNonNull(GraphQLInt), resolve: () => 'no es un número' },
      nested: {
        type: new GraphQLObjectType({
          name: 'Nested',
          fields: () => ({ total: { type: GraphQLInt, resolve: () => 1 } }),
        }),
        resolve: () => ({}),
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLInt, resolve: () => (ran.push('touch'), 1) } },
  }),
});

const context = { from: 'la prueba' };
const endpointWith = (options: Partial<GraphQLEndpointOptions> = {}) =>
  new GraphQLEndpoint({
    schema,
    validationRules: [queryLimits({ maxDepth: 3, maxFields: 20, maxCost: 1_000, variableLimit: 100 })],
    introspection: false,
    onUnexpectedError: () => undefined,
    ...options,
  });
const refusal = (code: string, message: string, status = 400) => ({
  status,
  body: { errors: [expect.objectContaining({ message, extensions: expect.objectContaining({ code, status }) })] },
});

beforeEach(() => {
  ran.length = 0;
});

describe('GraphQLEndpoint', () => {
  const endpoint = endpointWith();

  it('runs a query with its variables and context', async () => {
    const answer = await endpoint.answer(
      { query: 'query Hi($n: String!) { greeting(name: $n) total }', variables: { n: 'Ana' } },
      context,
    );
    expect(answer).toEqual({ status: 200, body: { data: { greeting: 'Hola, Ana (la prueba)', total: 28 } } });
  });

  it('runs the named operation of a document with several, and a mutation', async () => {
    const query = 'query A { total } mutation B { touch }';
    expect(await endpoint.answer({ query, operationName: 'B' }, context)).toEqual({
      status: 200,
      body: { data: { touch: 1 } },
    });
    expect(ran).toEqual(['touch']);
  });

  it.each([
    ['a batch', [{ query: '{ total }' }], GatewayCopy.graphql.notOneOperation],
    ['no body', undefined, GatewayCopy.graphql.notOneOperation],
    ['no query', { variables: {} }, GatewayCopy.graphql.missingQuery],
    [
      'a persisted-query hash',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab' } } },
      GatewayCopy.graphql.missingQuery,
    ],
    ['a query that is not text', { query: 5 }, GatewayCopy.graphql.missingQuery],
    ['variables as a string', { query: '{ total }', variables: '{}' }, GatewayCopy.graphql.variablesNotObject],
    ['variables as a list', { query: '{ total }', variables: [] }, GatewayCopy.graphql.variablesNotObject],
    ['a numeric operation name', { query: '{ total }', operationName: 1 }, GatewayCopy.graphql.operationNameNotText],
  ])('refuses %s with 400 in Spanish', async (_what, body, message) => {
    expect(await endpoint.answer(body, context)).toEqual(refusal('BAD_REQUEST', message));
  });

  it('refuses a document that does not parse or validate, before anything runs', async () => {
    expect(await endpoint.answer({ query: '{ total' }, context)).toEqual(
      refusal('GRAPHQL_PARSE_FAILED', 'Syntax Error: Expected Name, found <EOF>.'),
    );
    expect(await endpoint.answer({ query: '{ total nope }' }, context)).toEqual(
      refusal('GRAPHQL_VALIDATION_FAILED', 'Cannot query field "nope" on type "Query".'),
    );
    expect(await endpoint.answer({ query: '{ greeting(name: "x") nope }' }, context)).toMatchObject({ status: 400 });
    expect(ran).toEqual([]);
  });

  it('refuses a document nested thousands of levels deep, or of too many tokens, with 400 instead of failing', async () => {
    // Which comes first, the parser's stack or its token limit, depends on the stack: both are 400.
    for (const depth of [5_000, 300_000]) {
      const query = `{ ${'nested { '.repeat(depth)}total${' }'.repeat(depth + 1)}`;
      expect(await endpoint.answer({ query }, context)).toMatchObject({
        status: 400,
        body: { errors: [{ extensions: { status: 400 } }] },
      });
    }
    const outOfStack = endpointWith({
      validationRules: [
        () => {
          throw new RangeError('Maximum call stack size exceeded');
        },
      ],
    });
    expect(await outOfStack.answer({ query: '{ total }' }, context)).toEqual(
      refusal('query_too_deep', GatewayCopy.graphql.nestedTooDeep),
    );
    const long = `{ ${Array.from({ length: 3_400 }, (_, i) => `t${String(i)}: total`).join(' ')} }`;
    expect(await endpoint.answer({ query: long }, context)).toEqual(
      refusal('GRAPHQL_PARSE_FAILED', 'Syntax Error: Document contains more that 10000 tokens. Parsing aborted.'),
    );
  });

  it('keeps the limits’ own refusal', async () => {
    const wide = `{ ${Array.from({ length: 21 }, (_, i) => `t${String(i)}: total`).join(' ')} }`;
    expect(await endpoint.answer({ query: wide }, context)).toEqual(
      refusal('query_too_complex', GatewayCopy.queryLimits.tooComplex(20)),
    );
  });

  it('refuses introspection where it is off, and answers it where it is on', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect(await endpoint.answer({ query }, context)).toMatchObject({ status: 400 });
    expect(await endpointWith({ introspection: true }).answer({ query }, context)).toEqual({
      status: 200,
      body: { data: { __schema: { queryType: { name: 'Query' } } } },
    });
  });

  it('refuses an operation it cannot pick, or a subscription, in Spanish', async () => {
    const query = 'query A { total } query B { total }';
    expect(await endpoint.answer({ query }, context)).toEqual(
      refusal('OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.operationNameRequired),
    );
    expect(await endpoint.answer({ query, operationName: 'C' }, context)).toEqual(
      refusal('OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.unknownOperation('C')),
    );
    const subscription = new GraphQLSchema({
      query: schema.getQueryType(),
      subscription: new GraphQLObjectType({ name: 'Subscription', fields: { tick: { type: GraphQLInt } } }),
    });
    expect(await endpointWith({ schema: subscription }).answer({ query: 'subscription { tick }' }, context)).toEqual(
      refusal('BAD_REQUEST', GatewayCopy.graphql.onlyQueriesAndMutations),
    );
  });

  it('refuses variables that do not fit the operation with 400, and runs nothing', async () => {
    const query = 'query Hi($n: String!) { greeting(name: $n) }';
    expect(await endpoint.answer({ query, variables: { n: 5 } }, context)).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'BAD_USER_INPUT', status: 400 } }] },
    });
    expect(await endpoint.answer({ query }, context)).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Variable "$n" of required type "String!" was not provided.' }] },
    });
    expect(ran).toEqual([]);
  });

  it('refuses a variable that may be null where the schema needs a value, even one with a default, and runs nothing', async () => {
    // GraphQL itself accepts the document and fails the field on null at run time (a 500).
    const query = 'query Pick($which: String) { edition(which: $which) }';
    expect(await endpoint.answer({ query, variables: { which: null } }, context)).toEqual(
      refusal(
        'GRAPHQL_VALIDATION_FAILED',
        'La variable «$which» puede ser nula, pero se usa donde hace falta un valor: declárala como String!.',
      ),
    );
    expect(ran).toEqual([]);
    // Declared non-null, or the argument left to its default, it runs.
    const required = 'query Pick($which: String!) { edition(which: $which) }';
    expect(await endpoint.answer({ query: required, variables: { which: 'running' } }, context)).toEqual({
      status: 200,
      body: { data: { edition: 'running' } },
    });
    expect(await endpoint.answer({ query: '{ edition }' }, context)).toEqual({
      status: 200,
      body: { data: { edition: 'next' } },
    });
  });

  it("passes a resolver's mapped error on with 200 and the rest of the data", async () => {
    expect(await endpoint.answer({ query: '{ total refused }' }, context)).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: 'No has iniciado sesión',
            locations: [{ line: 1, column: 9 }],
            path: ['refused'],
            extensions: { code: 'unauthenticated', status: 401 },
          },
        ],
        data: { total: 28, refused: null },
      },
    });
  });

  it('logs an error nobody mapped and shows only the internal-error message', async () => {
    const onUnexpectedError = jest.fn();
    const answer = await endpointWith({ onUnexpectedError }).answer({ query: '{ broken }' }, context);
    expect(answer).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: INTERNAL_ERROR_MESSAGE,
            locations: [{ line: 1, column: 3 }],
            path: ['broken'],
            extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
          },
        ],
        data: null,
      },
    });
    expect(JSON.stringify(answer)).not.toContain('no es un número');
    expect(onUnexpectedError).toHaveBeenCalledWith(expect.objectContaining({ path: ['broken'] }));
  });

  it('parses and validates each operation once, and again only after it left the cache', async () => {
    const validated: string[] = [];
    const spy: ValidationRule = (validation) => ({
      OperationDefinition: (node) => {
        validated.push(validation.getDocument().loc?.source.body ?? '');
        return node;
      },
    });
    const cached = endpointWith({ validationRules: [spy], cachedOperations: 2 });
    const [a, b, c] = ['{ total }', '{ nested { total } }', '{ t: total }'];
    for (const query of [a, a, b, a, b]) expect((await cached.answer({ query }, context)).status).toBe(200);
    expect(validated).toEqual([a, b]);
    // c pushes out the least recently used (a), which is then prepared anew.
    for (const query of [c, b, a]) await cached.answer({ query }, context);
    expect(validated).toEqual([a, b, c, a]);
    // A different operation name is a different entry of the same text.
    await cached.answer({ query: 'query Q { total }', operationName: 'Q' }, context);
    await cached.answer({ query: 'query Q { total }' }, context);
    expect(validated).toHaveLength(6);
  });
});
