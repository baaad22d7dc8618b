import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';
import type { Logger } from 'pino';
import { INTERNAL_ERROR_MESSAGE } from '@reto/platform';
import { request } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { GRAPHQL_LIMITS, GRAPHQL_MAX_DOCUMENT_BYTES, GRAPHQL_MAX_TOKENS } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import type { GraphQLContext } from './graphql-context.js';
import { GRAPHQL_JIT, mercuriusOptions } from './graphql.options.js';

const ran: string[] = [];
const Nested: GraphQLObjectType = new GraphQLObjectType({
  name: 'Nested',
  fields: () => ({ total: { type: GraphQLInt, resolve: () => 1 }, nested: { type: Nested, resolve: () => ({}) } }),
});
const query = new GraphQLObjectType({
  name: 'Query',
  fields: {
    greeting: {
      type: GraphQLString,
      args: { name: { type: new GraphQLNonNull(GraphQLString) } },
      resolve: (_root, { name }: { name: string }, { req }: GraphQLContext) => {
        ran.push(`greeting ${name}`);
        return `Hola, ${name} (${String(req.headers['x-from'])})`;
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
    nested: { type: Nested, resolve: () => ({}) },
  },
});
const schema = new GraphQLSchema({
  query,
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLInt, resolve: () => (ran.push('touch'), 1) } },
  }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { tick: { type: GraphQLInt } } }),
});

const logged = jest.fn();
/** How many bytes of its connection the server had read when it last answered. */
let readWhenAnswered = 0;
const logger = { error: logged } as unknown as Logger;

interface Server {
  app: FastifyInstance;
  url: string;
  post: (body: unknown) => Promise<{ status: number; body: unknown }>;
}

/** Mercurius on a bare Fastify with the gateway's options, over real HTTP. */
async function serve(
  options: { introspection?: boolean; batching?: boolean; spy?: ValidationRule; cache?: number } = {},
): Promise<Server> {
  const app = Fastify();
  const graphql = mercuriusOptions(logger, {
    introspection: options.introspection ?? false,
    suggestions: options.introspection ?? false,
    batching: options.batching,
  });
  await app.register(mercurius, {
    ...graphql,
    schema,
    ...(options.cache ? { cache: options.cache } : {}),
    validationRules: [...(graphql.validationRules as ValidationRule[]), ...(options.spy ? [options.spy] : [])],
  } as Parameters<typeof mercurius>[1]);
  app.addHook('onSend', async (req) => void (readWhenAnswered = req.raw.socket.bytesRead));
  // What @nestjs/mercurius does with the `hooks` option.
  for (const hook of [graphql.hooks?.preValidation ?? []].flat()) app.graphql.addHook('preValidation', hook);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    post: async (body) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-from': 'la prueba' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

/**
 * Counts the functions made from source text from now on (graphql-jit compiles a document into
 * them; nothing else in a request makes one): `made()` reads the count, `restore()` stops counting.
 */
function countGeneratedCode() {
  const original = globalThis.Function;
  let made = 0;
  const count = (target: FunctionConstructor, args: string[]) => ((made += 1), Reflect.construct(target, args));
  globalThis.Function = new Proxy(original, { construct: count, apply: (target, _self, args) => count(target, args) });
  return { made: () => made, restore: () => void (globalThis.Function = original) };
}

const MB = 1024 * 1024;
/** Base64 of a PNG's first bytes. */
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

/** Posts `body` to GraphQL with no stated length (chunked), 64 KB at a time: the answer. */
const postChunked = (url: string, body: Buffer) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      },
    );
    req.on('error', reject);
    // The gateway may close before the last were sent.
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });

const refusal = (code: string, message: string, status = 400) => ({
  status,
  body: { errors: [expect.objectContaining({ message, extensions: expect.objectContaining({ code, status }) })] },
});

let server: Server;
beforeAll(async () => {
  server = await serve();
});
afterAll(() => server.app.close());
beforeEach(() => {
  ran.length = 0;
  logged.mockClear();
});

describe('GraphQL through Mercurius with the gateway options', () => {
  it('runs a query with its variables and the request in the context', async () => {
    const answer = await server.post({
      query: 'query Hi($n: String!) { greeting(name: $n) total }',
      variables: { n: 'Ana' },
    });
    expect(answer).toEqual({ status: 200, body: { data: { greeting: 'Hola, Ana (la prueba)', total: 28 } } });
  });

  it('runs the named operation of a document with several, and a mutation', async () => {
    expect(await server.post({ query: 'query A { total } mutation B { touch }', operationName: 'B' })).toEqual({
      status: 200,
      body: { data: { touch: 1 } },
    });
    expect(ran).toEqual(['touch']);
  });

  it.each([
    ['a batch', [{ query: '{ total }' }], GatewayCopy.graphql.notOneOperation],
    ['a body that is not an object', '"{ total }"', GatewayCopy.graphql.notOneOperation],
    ['no query', { variables: {} }, GatewayCopy.graphql.missingQuery],
    ['an empty query', { query: '  ' }, GatewayCopy.graphql.missingQuery],
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
    expect(await server.post(body)).toEqual({
      status: 400,
      body: { errors: [{ message, extensions: { code: 'BAD_REQUEST', status: 400 } }] },
    });
  });

  it('answers a batch only where batching is asked for, one answer per operation', async () => {
    const batching = await serve({ batching: true });
    try {
      expect(await batching.post([{ query: '{ total }' }, { query: '{ t: total }' }])).toEqual({
        status: 200,
        body: [{ data: { total: 28 } }, { data: { t: 28 } }],
      });
      expect(await batching.post([{ query: '{ total }' }, { variables: {} }])).toEqual(
        refusal('BAD_REQUEST', GatewayCopy.graphql.missingQuery),
      );
    } finally {
      await batching.app.close();
    }
  });

  it('refuses a document that does not parse or validate, before anything runs', async () => {
    expect(await server.post({ query: '{ total' })).toEqual(
      refusal('GRAPHQL_PARSE_FAILED', 'Syntax Error: Expected Name, found <EOF>.'),
    );
    expect(await server.post({ query: '{ total nope }' })).toEqual(
      refusal('GRAPHQL_VALIDATION_FAILED', 'Cannot query field "nope" on type "Query".'),
    );
    expect(await server.post({ query: '{ greeting(name: "x") nope }' })).toMatchObject({ status: 400 });
    // Mercurius reads a text that is not GraphQL as a JSON AST: that is refused too.
    for (const text of ['{}', 'null', '1', '{"kind":"Document","definitions":[]}']) {
      expect(await server.post({ query: text })).toMatchObject({ status: 400 });
    }
    expect(ran).toEqual([]);
  });

  it('refuses a document nested thousands of levels deep, or of too many tokens, with 400 instead of failing', async () => {
    const deep = (depth: number) => `{ ${'nested { '.repeat(depth)}total${' }'.repeat(depth + 1)}`;
    // (11 bytes a level: 11,500 levels stay within GRAPHQL_MAX_DOCUMENT_BYTES.)
    for (const depth of [5_000, 11_500]) {
      expect(await server.post({ query: deep(depth) })).toMatchObject({
        status: 400,
        body: { errors: [{ extensions: { status: 400 } }] },
      });
    }
    // Deeper, it is longer than any document may be: refused as it arrives.
    expect(await server.post({ query: deep(90_000) })).toMatchObject({ status: 413 });
    const long = `{ ${Array.from({ length: 3_400 }, (_, i) => `t${String(i)}: total`).join(' ')} }`;
    expect(await server.post({ query: long })).toEqual(
      refusal('query_too_long', GatewayCopy.graphql.tooManyTokens(GRAPHQL_MAX_TOKENS)),
    );
  });

  it('refuses a document of thousands of fields before the parser reads it', async () => {
    // A syntax error in its first tokens: a parser that read the document would refuse it for that.
    const broken = `{ total ) ${'nested { total } '.repeat(2_200)}}`;
    expect(await server.post({ query: broken })).toEqual(
      refusal('query_too_long', GatewayCopy.graphql.tooManyTokens(GRAPHQL_MAX_TOKENS)),
    );
    // Commas, white space and comments are no tokens: a long document of few tokens is read.
    const padded = `# ${'-'.repeat(50_000)}\n{ total ${','.repeat(50_000)} nested { total } }`;
    expect(await server.post({ query: padded })).toMatchObject({ status: 200, body: { data: { total: 28 } } });
    const atTheBudget = `{ ${'t: total '.repeat((GRAPHQL_MAX_TOKENS - 2) / 3)}}`;
    expect(await server.post({ query: atTheBudget })).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'query_too_complex' } }] },
    });
    expect(await server.post({ query: `{ ${'t: total '.repeat(Math.ceil(GRAPHQL_MAX_TOKENS / 3))}}` })).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'query_too_long' } }] },
    });
  });

  it('refuses a document longer than GRAPHQL_MAX_DOCUMENT_BYTES, of however few tokens, before anything parses it', async () => {
    // As it arrives: a body too large, with the rest of it unread.
    const tooLarge = { status: 413, body: { message: GatewayCopy.http.byStatus[413], code: 'http_413' } };
    const tooLong = refusal('query_too_long', GatewayCopy.graphql.documentTooLong(GRAPHQL_MAX_DOCUMENT_BYTES / 1024));
    // A comment (no token) makes it long; the document itself is a valid query.
    const padded = (bytes: number) => `{ total } #${'-'.repeat(bytes - 11)}`;
    expect(Buffer.byteLength(padded(GRAPHQL_MAX_DOCUMENT_BYTES))).toBe(GRAPHQL_MAX_DOCUMENT_BYTES);
    expect(await server.post({ query: padded(GRAPHQL_MAX_DOCUMENT_BYTES) })).toMatchObject({
      status: 200,
      body: { data: { total: 28 } },
    });
    expect(await server.post({ query: padded(GRAPHQL_MAX_DOCUMENT_BYTES + 1) })).toEqual(tooLarge);
    // Counted as sent: escapes in the JSON text count their bytes.
    expect(await server.post(`{"query":"${'\\n'.repeat(GRAPHQL_MAX_DOCUMENT_BYTES / 2)}{ total }"}`)).toEqual(tooLarge);
    // In a batch, where batching is on, each document is held to it once the body is parsed.
    const batching = await serve({ batching: true });
    try {
      expect(await batching.post([{ query: '{ total }' }, { query: padded(GRAPHQL_MAX_DOCUMENT_BYTES + 1) }])).toEqual(
        tooLong,
      );
    } finally {
      await batching.app.close();
    }
    expect(ran).toEqual([]);
  });

  it('refuses a long document in a chunked body as it arrives, long before the JSON limit (1 MB) was read', async () => {
    const body = Buffer.from(JSON.stringify({ query: `# ${'-'.repeat(900 * 1024)}\n{ total }` }));
    const answer = await postChunked(server.url, body);
    expect(answer).toEqual({ status: 413, body: { message: GatewayCopy.http.byStatus[413], code: 'http_413' } });
    expect(readWhenAnswered).toBeLessThan(GRAPHQL_MAX_DOCUMENT_BYTES + 256 * 1024);
  });

  it('holds a mutation carrying a photo as a data URL to the JSON limit (1 MB), stated or chunked, and runs nothing', async () => {
    const tooLarge = { status: 413, body: { message: GatewayCopy.http.byStatus[413], code: 'http_413' } };
    const withPhoto = (bytes: number) =>
      Buffer.from(
        JSON.stringify({
          query: 'mutation { touch }',
          variables: { photo: `data:image/png;base64,${PNG_HEAD}${'A'.repeat(bytes)}` },
        }),
      );
    // Within 1 MB the body is read as any other (the mutation takes no photo: it runs).
    expect(await server.post(withPhoto(512 * 1024).toString())).toMatchObject({ status: 200 });
    ran.length = 0;
    expect(await server.post(withPhoto(1.2 * MB).toString())).toEqual(tooLarge);
    expect(await postChunked(server.url, withPhoto(3 * MB))).toEqual(tooLarge);
    expect(readWhenAnswered).toBeLessThan(1.5 * MB);
    expect(ran).toEqual([]);
  });

  it('keeps the limits’ own refusals: depth, fields (aliases and __typename counted), cost', async () => {
    const deep = `{ ${'nested { '.repeat(GRAPHQL_LIMITS.maxDepth)}total${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 1)}`;
    expect(await server.post({ query: deep })).toEqual(
      refusal('query_too_deep', GatewayCopy.queryLimits.tooDeep(GRAPHQL_LIMITS.maxDepth)),
    );
    const wide = `{ ${Array.from({ length: 301 }, (_, i) => `t${String(i)}: total`).join(' ')} }`;
    expect(await server.post({ query: wide })).toEqual(
      refusal('query_too_complex', GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields)),
    );
  });

  it('limits an operation made only of __ fields like any other, and refuses introspection in production', async () => {
    expect(await server.post({ query: '{ __typename }' })).toEqual({
      status: 200,
      body: { data: { __typename: 'Query' } },
    });
    const typenames = `{ ${Array.from({ length: 400 }, (_, i) => `t${String(i)}: __typename`).join(' ')} }`;
    expect(await server.post({ query: typenames })).toEqual(
      refusal('query_too_complex', GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields)),
    );
    const types = `{ ${Array.from({ length: 160 }, (_, i) => `t${String(i)}: __type(name: "Query") { name }`).join(' ')} }`;
    const refusedTypes = (await server.post({ query: types })) as { status: number; body: { errors: unknown[] } };
    expect(refusedTypes.status).toBe(400);
    expect(refusedTypes.body.errors).toContainEqual(
      expect.objectContaining({
        message: GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields),
        extensions: { code: 'query_too_complex', status: 400 },
      }),
    );
    expect(await server.post({ query: '{ __schema { queryType { name } } }' })).toMatchObject({ status: 400 });
  });

  it('answers introspection where it is on (development), however deep', async () => {
    const development = await serve({ introspection: true });
    try {
      expect(await development.post({ query: '{ __schema { queryType { name } } }' })).toEqual({
        status: 200,
        body: { data: { __schema: { queryType: { name: 'Query' } } } },
      });
      const deep =
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
      expect((await development.post({ query: deep })).status).toBe(200);
    } finally {
      await development.app.close();
    }
  });

  it('names no field nor argument it was not asked for in production: no "Did you mean", whatever is misspelled', async () => {
    // Every field and argument of the schema, misspelled by its last letter: GraphQL would suggest the right one.
    const misspelled = Object.values(schema.getQueryType()!.getFields()).flatMap((field) => [
      `{ ${field.name.slice(0, -1)} }`,
      ...field.args.map((arg) => `{ ${field.name}(${arg.name.slice(0, -1)}x: "a") }`),
    ]);
    const development = await serve({ introspection: true });
    try {
      const hinted = await Promise.all(misspelled.map((query) => development.post({ query })));
      expect(hinted.filter((answer) => JSON.stringify(answer.body).includes('Did you mean')).length).toBeGreaterThan(0);
      for (const query of misspelled) {
        const answer = await server.post({ query });
        expect({ query, ...answer }).toMatchObject({ query, status: 400 });
        expect(JSON.stringify(answer.body)).not.toMatch(/Did you mean/);
      }
    } finally {
      await development.app.close();
    }
    expect(ran).toEqual([]);
  });

  it('refuses an operation it cannot pick, or a subscription, in Spanish', async () => {
    const twoQueries = 'query A { total } query B { total }';
    for (const variables of [undefined, {}]) {
      expect(await server.post({ query: twoQueries, variables })).toEqual(
        refusal('OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.operationNameRequired),
      );
      expect(await server.post({ query: twoQueries, operationName: 'C', variables })).toEqual(
        refusal('OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.unknownOperation('C')),
      );
    }
    expect(await server.post({ query: 'subscription { tick }' })).toEqual(
      refusal('BAD_REQUEST', GatewayCopy.graphql.onlyQueriesAndMutations),
    );
  });

  it('refuses variables that do not fit the operation with 400, and runs nothing', async () => {
    const hi = 'query Hi($n: String!) { greeting(name: $n) }';
    expect(await server.post({ query: hi, variables: { n: 5 } })).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'BAD_USER_INPUT', status: 400 } }] },
    });
    expect(await server.post({ query: hi })).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Variable "$n" of required type "String!" was not provided.' }] },
    });
    expect(ran).toEqual([]);
  });

  it('refuses a variable that may be null where the schema needs a value, even one with a default, and runs nothing', async () => {
    expect(
      await server.post({ query: 'query Pick($which: String) { edition(which: $which) }', variables: { which: null } }),
    ).toEqual(
      refusal(
        'GRAPHQL_VALIDATION_FAILED',
        'La variable «$which» puede ser nula, pero se usa donde hace falta un valor: declárala como String!.',
      ),
    );
    expect(ran).toEqual([]);
    expect(
      await server.post({
        query: 'query Pick($which: String!) { edition(which: $which) }',
        variables: { which: 'running' },
      }),
    ).toEqual({ status: 200, body: { data: { edition: 'running' } } });
    expect(await server.post({ query: '{ edition }' })).toEqual({ status: 200, body: { data: { edition: 'next' } } });
  });

  it("passes a resolver's mapped error on with 200 and the rest of the data, compiled or not", async () => {
    const answer = {
      status: 200,
      body: {
        data: { total: 28, refused: null },
        errors: [
          {
            message: 'No has iniciado sesión',
            locations: [{ line: 1, column: 9 }],
            path: ['refused'],
            extensions: { code: 'unauthenticated', status: 401 },
          },
        ],
      },
    };
    const code = countGeneratedCode();
    try {
      // graphql-js's runs until the document is the app's: no code compiled for it on the way.
      for (let run = 1; run < GRAPHQL_JIT.minCount; run += 1)
        expect(await server.post({ query: '{ total refused }' })).toEqual(answer);
      expect(code.made()).toBe(0);
      expect(await server.post({ query: '{ total refused }' })).toEqual(answer);
      // Then compiled in the background, once the loop is not busy, and graphql-jit's answer is the same.
      for (let wait = 0; code.made() === 0 && wait < 100; wait += 1) await setTimeout(20);
      expect(code.made()).toBeGreaterThan(0);
      expect(await server.post({ query: '{ total refused }' })).toEqual(answer);
    } finally {
      code.restore();
    }
  });

  it('compiles no document a client makes up, however often each is sent below the count', async () => {
    const code = countGeneratedCode();
    try {
      // Distinct documents each sent twice (what compiled one from its second run before).
      for (let made = 0; made < 20; made += 1) {
        const document = `{ ${Array.from({ length: 5 }, (_, i) => `a${made}x${i}: total`).join(' ')} }`;
        for (let run = 0; run < 2; run += 1) expect((await server.post({ query: document })).status).toBe(200);
      }
      await setTimeout(50);
      expect(code.made()).toBe(0);
    } finally {
      code.restore();
    }
  });

  it('logs an error nobody mapped and shows only the internal-error message', async () => {
    const answer = await server.post({ query: '{ broken }' });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: null,
        errors: [
          {
            message: INTERNAL_ERROR_MESSAGE,
            locations: [{ line: 1, column: 3 }],
            path: ['broken'],
            extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
          },
        ],
      },
    });
    expect(JSON.stringify(answer)).not.toContain('no es un número');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ path: ['broken'] }), 'unexpected GraphQL error');
  });

  it('refuses an operation past the limits before any of GraphQL’s own rules run (some cost the square of the fields)', async () => {
    const validated: string[] = [];
    const spy: ValidationRule = () => ({ Document: () => void validated.push('validated') });
    const spied = await serve({ spy });
    try {
      const repeated = `{ ${'nested { total } '.repeat(400)}}`;
      const aliased = `{ ${Array.from({ length: 400 }, (_, i) => `a${String(i)}: total`).join(' ')} }`;
      const deep = `{ ${'nested { '.repeat(GRAPHQL_LIMITS.maxDepth)}total${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 1)}`;
      const viaFragment = `fragment F on Query { ${'nested { total } '.repeat(400)}} query { ...F }`;
      expect(await spied.post({ query: repeated })).toEqual(
        refusal('query_too_complex', GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields)),
      );
      expect(await spied.post({ query: aliased })).toEqual(
        refusal('query_too_complex', GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields)),
      );
      expect(await spied.post({ query: deep })).toEqual(
        refusal('query_too_deep', GatewayCopy.queryLimits.tooDeep(GRAPHQL_LIMITS.maxDepth)),
      );
      expect(await spied.post({ query: viaFragment })).toMatchObject({ status: 400 });
      expect(validated).toEqual([]);
      expect((await spied.post({ query: '{ nested { total } }' })).status).toBe(200);
      expect(validated).toEqual(['validated']);
    } finally {
      await spied.app.close();
    }
  });

  it('parses and validates each document once, and again only after it left the cache', async () => {
    const validated: string[] = [];
    const spy: ValidationRule = (validation) => ({
      OperationDefinition: (node) => {
        validated.push(validation.getDocument().loc?.source.body ?? '');
        return node;
      },
    });
    const cached = await serve({ spy, cache: 2 });
    try {
      const [a, b, c] = ['{ total }', '{ nested { total } }', '{ t: total }'];
      for (const text of [a, a, b, a, b]) expect((await cached.post({ query: text })).status).toBe(200);
      expect(validated).toEqual([a, b]);
      for (const text of [c, b, a]) await cached.post({ query: text });
      expect(validated).toEqual([a, b, c, a]);
    } finally {
      await cached.app.close();
    }
  });

  it('is POST only: another method is 405 with Allow: POST', async () => {
    const res = await fetch(`${server.url}/graphql?query=%7Btotal%7D`);
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await res.json()).toEqual({
      errors: [{ message: GatewayCopy.graphql.onlyPost, extensions: { code: 'BAD_REQUEST', status: 405 } }],
    });
  });

  it("takes GET for the app's polled queries only (the exercise, the units list), never for a mutation named as one", async () => {
    const get = (query: string, operationName = 'Exercise') =>
      fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}&operationName=${operationName}`);
    const polled = await get('query Exercise { total }');
    expect([polled.status, await polled.json()]).toEqual([200, { data: { total: 28 } }]);
    const units = await get('query WorkoutUnits { total }', 'WorkoutUnits');
    expect([units.status, await units.json()]).toEqual([200, { data: { total: 28 } }]);
    expect((await get('query Me { total }', 'Me')).status).toBe(405);
    const mutation = await get('mutation Exercise { touch }');
    expect(mutation.status).toBe(405);
    expect(ran).not.toContain('touch');
  });
});
