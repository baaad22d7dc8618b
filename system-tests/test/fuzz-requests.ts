// Generated requests for the fuzz tier: every REST route the gateway's controllers declare and every
// GraphQL operation of the committed schema, with hostile arguments, bodies and headers, as
// fast-check arbitraries. Which routes, operations, names and edge cases are data; fast-check draws
// from them. Each request is sampled alone from a seed derived from the run's seed and its index, so
// one seed always gives the same requests, and any one of them can be drawn again by itself.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import ts from 'typescript';

export interface RestRoute {
  method: string;
  path: string;
  queryNames: string[];
}

const HTTP_DECORATORS: Record<string, string> = {
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
};

/** A decorator's name: `Get` for `@Get(…)`, and for a guarded route's `@Member.Get(…)` or `@Admin.Post(…)`. */
const decoratorName = (callee: ts.Expression) =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;

const decoratorsOf = (node: ts.Node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).flatMap((decorator) => {
    const call = decorator.expression;
    if (!ts.isCallExpression(call)) return [];
    const name = decoratorName(call.expression);
    return name ? [{ name, args: call.arguments }] : [];
  });

/** A decorator's route argument: none, or one string literal (anything else stops the test loudly). */
function literalArg(args: ts.NodeArray<ts.Expression>, where: string): string {
  if (args.length === 0) return '';
  if (ts.isStringLiteralLike(args[0])) return args[0].text;
  throw new Error(`${where}: the fuzz tier reads routes from string literals; teach it this decorator`);
}

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

/** Every route declared by the controllers under `srcDir` (read from their decorators). */
export function restRoutes(srcDir: string): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const file of controllerFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const cls of source.statements.filter(ts.isClassDeclaration)) {
      const controller = decoratorsOf(cls).find((d) => d.name === 'Controller');
      if (!controller) continue;
      const prefix = literalArg(controller.args, file);
      for (const method of cls.members.filter(ts.isMethodDeclaration)) {
        const queryNames = method.parameters.flatMap((param) =>
          decoratorsOf(param)
            .filter((d) => d.name === 'Query' && d.args.length > 0)
            .map((d) => literalArg(d.args, file)),
        );
        for (const decorator of decoratorsOf(method)) {
          const verb = HTTP_DECORATORS[decorator.name];
          if (!verb) continue;
          const path = ['', prefix, literalArg(decorator.args, file)].join('/').replace(/\/+/g, '/');
          routes.push({ method: verb, path: path.length > 1 ? path.replace(/\/$/, '') : path, queryNames });
        }
      }
    }
  }
  return routes;
}

// ---- hostile values ----

const EDGE_STRINGS = [
  '',
  ' ',
  'a',
  '\u0000',
  'ana\u0000@example.com',
  'ñandú Çñ áéíóú',
  '😀🏋️‍♀️💪',
  '\u202eevil\u202c',
  'ad\u200bmin',
  'ａｄｍｉｎ',
  'аdmin',
  '\ud800',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  'NaN',
  '0x7fffffff',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'America/Lima',
  'Not/AZone',
  'female',
  'male',
  'pending',
  'published',
  'a@b.c',
  'socia@example.com',
  'demo.carlos@reto.invalid',
  'admin',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
  'pi_123_secret_456',
  '\r\nSet-Cookie: x=1',
];

const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  28,
  29,
  7,
  1.5,
  -2.75,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1e-300,
];

/** True in `percent` of the draws. */
const chance = (percent: number) =>
  fc.oneof({ weight: percent, arbitrary: fc.constant(true) }, { weight: 100 - percent, arbitrary: fc.constant(false) });

const edgeString = fc.constantFrom(...EDGE_STRINGS);
const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);

const repeated = fc.constantFrom('a', 'ñ', '😀', '\u0000', 'x@');

/** One unit repeated past the fields' limits: 256, 5,000 or 300,000 times. */
const longString = fc.tuple(repeated, fc.constantFrom(256, 5_000, 300_000)).map(([unit, times]) => unit.repeat(times));

/**
 * Bodies are cut at 2 M characters: past the JSON limit (1 MB), where the gateway answers 413; far
 * larger ones only measure how fast the socket is closed on the sender.
 */
const MAX_BODY_CHARS = 2 ** 21;
const bounded = (body: string) => body.slice(0, MAX_BODY_CHARS);

/** One unit repeated past the JSON body limit (1 MB), up to the cut. */
const oversizeString = fc
  .tuple(repeated, fc.integer({ min: 2 ** 20, max: MAX_BODY_CHARS }))
  .map(([unit, chars]) => unit.repeat(Math.ceil(chars / unit.length)));

/** Mostly an edge case, else two of them joined, up to 40 of any code points, or a very long string. */
const anyString = fc.oneof(
  { weight: 7, arbitrary: edgeString },
  { weight: 1, arbitrary: fc.tuple(edgeString, edgeString).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40, size: 'max' }) },
  { weight: 1, arbitrary: longString },
);

/** JSON text of objects or arrays nested `depth` deep, the shape that once overflowed the stack. */
export const deepJson = (depth: number, array: boolean) =>
  array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A string nested 50 or 1,000 deep in arrays or objects (`deepJson` nests deeper than JSON.stringify can). */
const deepValue = fc.tuple(edgeString, fc.boolean(), fc.constantFrom(50, 1_000)).map(([leaf, asArray, depth]) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
});

/** An own `__proto__` key (the computed key makes it one) and a `constructor.prototype`. */
const PROTOTYPE_POLLUTION = { ['__proto__']: { admin: true }, constructor: { prototype: { isAdmin: true } } };

export interface FuzzValues {
  /** Any JSON value, nested up to 3 deep, its objects' keys mostly names the API knows. */
  value: fc.Arbitrary<unknown>;
  /** An object of such values. */
  object: fc.Arbitrary<Record<string, unknown>>;
  /** Such an object with one string past the body limit. */
  oversize: fc.Arbitrary<Record<string, unknown>>;
}

/** Values whose objects use `keys` (the names the API knows) most of the time. */
export function fuzzValues(keys: readonly string[]): FuzzValues {
  /** The first choice, and the only one past depth 3: short strings, so a body stays near the sizes it means. */
  const leaf = fc.oneof(
    { weight: 2, arbitrary: edgeString },
    { weight: 1, arbitrary: edgeNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: deepValue }) },
  );
  const key = fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: anyString.map((name) => name.slice(0, 300)) },
  );
  const { value, object } = fc.letrec<{ value: unknown; object: Record<string, unknown>; array: unknown[] }>((tie) => ({
    // Past depth 3 only the first, a leaf.
    value: fc.oneof(
      { maxDepth: 3 },
      { weight: 4, arbitrary: leaf },
      { weight: 2, arbitrary: anyString },
      { weight: 2, arbitrary: tie('object') },
      { weight: 1, arbitrary: tie('array') },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }) },
      { weight: 1, arbitrary: fc.constant(PROTOTYPE_POLLUTION) },
    ),
    object: fc.dictionary(key, tie('value'), { noNullPrototype: true }),
    array: fc.oneof(fc.array(tie('value'), { maxLength: 3 }), fc.array(leaf, { minLength: 1_000, maxLength: 1_000 })),
  }));
  const oversize = fc
    .tuple(object, fc.constantFrom(...keys), oversizeString)
    .map(([fields, name, string]) => ({ ...fields, [name]: string }));
  return { value, object, oversize };
}

// ---- GraphQL operations ----

export function loadSchema(path: string) {
  return buildSchema(readFileSync(path, 'utf8'));
}

/** Every input field and argument name of the schema: the vocabulary of generated bodies. */
export function schemaVocabulary(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) for (const field of Object.keys(type.getFields())) names.add(field);
    if (isObjectType(type))
      for (const field of Object.values(type.getFields())) field.args.forEach((a) => names.add(a.name));
  }
  return [...names].sort();
}

/** The Int values the product means (days of the challenge, limits of a 32-bit integer). */
const MEANT_INTS = [0, 1, -1, 2, 7, 28, 29, 2 ** 31 - 1, -(2 ** 31)];

/** A value of the named input type itself. */
function typedValue(type: GraphQLInputType, values: FuzzValues, depth: number): fc.Arbitrary<unknown> {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    return fc.array(inputValue(inner.ofType as GraphQLInputType, values, depth + 1), { maxLength: 2 });
  }
  if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((value) => value.value as unknown));
  if (isInputObjectType(inner)) {
    if (depth >= 4) return fc.constant({});
    const fields = Object.values(inner.getFields());
    const model = Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, values, depth + 1)]));
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    // Now and then without the fields it needs.
    return fc.oneof(
      { weight: 19, arbitrary: fc.record(model, { requiredKeys: required, noNullPrototype: true }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [], noNullPrototype: true }) },
    );
  }
  switch (isScalarType(inner) ? inner.name : '') {
    case 'Int':
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...MEANT_INTS) },
        { weight: 3, arbitrary: fc.integer() },
        { weight: 2, arbitrary: edgeNumber },
      );
    case 'Float':
      return fc.oneof(edgeNumber, fc.double());
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(edgeNumber.map(String), anyString);
    default:
      return anyString;
  }
}

/** A value of the GraphQL input type, or (sometimes) null where it may not be, or of any type at all. */
function inputValue(type: GraphQLInputType, values: FuzzValues, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 78, arbitrary: typedValue(type, values, depth) },
    { weight: 12, arbitrary: values.value },
    { weight: isNonNullType(type) ? 0 : 10, arbitrary: fc.constant(null) },
  );
}

/** A selection of the output type, a few levels deep (every union/interface member spelled out). */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? named.getTypes() : [];
    return `{ __typename ${members.map((member) => `... on ${member.name} ${selection(member, depth)}`).join(' ')} }`;
  }
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter(
    (field) =>
      field.args.every((arg) => !isNonNullType(arg.type)) && (depth < 3 || !isObjectType(getNamedType(field.type))),
  );
  const chosen = fields.map((field) => `${field.name} ${selection(field.type, depth + 1)}`.trim());
  return `{ __typename ${chosen.join(' ')} }`;
}

export interface GraphQLOperation {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const root = (operation: 'query' | 'mutation') => {
    const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field }));
  };
  return [...root('query'), ...root('mutation')];
}

interface GraphQLBody {
  query: string;
  variables: Record<string, unknown>;
}

/** Request bodies for the operation: arguments passed as variables, inline, wrongly or not at all. */
export function graphqlBody({ operation, field }: GraphQLOperation, values: FuzzValues): fc.Arbitrary<GraphQLBody> {
  const argument = (arg: GraphQLArgument) =>
    fc.option(
      fc.record({
        value: inputValue(arg.type, values),
        inline: chance(20),
        declared: fc.oneof({ weight: 9, arbitrary: fc.constant(String(arg.type)) }, fc.constant('String')),
      }),
      // Missing: an optional one half of the time, a required one in 1 of 20.
      { freq: isNonNullType(arg.type) ? 20 : 2, nil: undefined },
    );
  const chosenSelection = selection(field.type, 1);
  return fc.tuple(...field.args.map(argument)).map((drawn) => {
    const variables: Record<string, unknown> = {};
    const declared: string[] = [];
    const args = field.args.flatMap((arg, i) => {
      const argumentDrawn = drawn[i];
      if (!argumentDrawn) return [];
      if (argumentDrawn.inline) return [`${arg.name}: ${JSON.stringify(argumentDrawn.value) ?? 'null'}`];
      declared.push(`$${arg.name}: ${argumentDrawn.declared}`);
      variables[arg.name] = argumentDrawn.value;
      return [`${arg.name}: $${arg.name}`];
    });
    const head = declared.length > 0 ? `${operation} Fuzz(${declared.join(', ')})` : `${operation} Fuzz`;
    const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
    return { query: `${head} { ${call} ${chosenSelection} }`, variables };
  });
}

// ---- whole requests ----

/** Who sends it: the credentials are added when it is sent. */
export type Caller = 'visitor' | 'member' | 'admin' | 'forged';

export interface FuzzRequest {
  index: number;
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent without a length, in chunks (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

/** A request as drawn; its index in the run is added when it is sampled. */
export type DrawnRequest = Omit<FuzzRequest, 'index'>;

const caller = fc.constantFrom<Caller>('visitor', 'member', 'admin', 'forged');

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/graphql',
  'application/xml',
  '*/*',
  ';;;',
];

/** The content type of a body: JSON in `jsonPercent` of the draws, else any of them. */
const contentType = (jsonPercent: number) =>
  fc.oneof(
    { weight: jsonPercent, arbitrary: fc.constant('application/json') },
    { weight: 100 - jsonPercent, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );

const HEADER_VALUES = [
  '',
  'x'.repeat(10),
  'x'.repeat(4_000),
  '127.0.0.1',
  '::1',
  '10.0.0.1, 203.0.113.7',
  'not-an-ip',
  '1:admin',
  'Bearer abc.def.ghi',
  'sid=forged; reto_session=forged',
  'http://evil.example',
  'null',
  '%00',
  'es-ES,es;q=0.9',
];

const RANDOM_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'x-admin-auth',
  'authorization',
  'origin',
  'referer',
  'accept',
  'accept-language',
  'user-agent',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'stripe-signature',
  'x-shopify-hmac-sha256',
  'x-shopify-topic',
  'x-shopify-webhook-id',
  'if-none-match',
  'range',
];

/** A few of the headers the gateway reads, with values it should not trust. */
const randomHeaders = fc.dictionary(fc.constantFrom(...RANDOM_HEADERS), fc.constantFrom(...HEADER_VALUES), {
  maxKeys: 4,
  noNullPrototype: true,
});

const PARAM_VALUES = [
  '1',
  '0',
  '-1',
  '2',
  '28',
  '999999999999999999999',
  '1.5',
  '1e3',
  'abc',
  '..',
  '%00',
  '%E0%A4%A',
  '%zz',
];

/**
 * A head past Node's 16 KB limit is answered 431 and the socket closed at once, so the rest of a
 * longer request still being sent ends in a reset on the sender's side: URLs stop at 20,000
 * characters (past the limit, still 431), and an overlong one goes without a body.
 */
const MAX_URL_CHARS = 20_000;

/** Percent-encoded UTF-8 (a lone surrogate, which encodeURIComponent refuses, as U+FFFD). */
const uriComponent = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
};

const pathParam = fc.oneof(
  { weight: 7, arbitrary: fc.constantFrom(...PARAM_VALUES) },
  { weight: 3, arbitrary: anyString.map((value) => uriComponent(value.slice(0, 3_000)) || 'x') },
);

/** Values already percent-encoded (or broken) or to encode. */
const QUERY_VALUES = ['true', 'false', '1', '0', '-1', 'pending', '%', '%zz'];

/** A query string of the route's names (and, less often, any name the API knows), now and then repeated. */
function queryString(names: readonly string[], keys: readonly string[]): fc.Arbitrary<string> {
  const name =
    names.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, fc.constantFrom(...keys))
      : fc.constantFrom(...keys);
  const pair = fc
    .record({
      name,
      bracket: chance(10),
      value: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...QUERY_VALUES) }, { weight: 4, arbitrary: anyString }),
    })
    .map(({ name, bracket, value }) => ({
      name,
      text: `${bracket ? `${name}[x]` : name}=${value.startsWith('%') ? value : uriComponent(value.slice(0, 3_000))}`,
    }));
  return fc
    .tuple(fc.uniqueArray(pair, { selector: ({ name }) => name, maxLength: names.length + 3 }), chance(10))
    .map(([pairs, twice]) => {
      const texts = pairs.map(({ text }) => text);
      return texts.length > 0 ? `?${(twice ? [...texts, ...texts] : texts).join('&')}` : '';
    });
}

/** A body that is not the JSON of a value: broken, empty, huge or in another encoding. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '""',
  '0',
  'true',
  '{"a":1,"a":2}',
  '{"email":"\\u0000"}',
  'username=admin&password=x',
  '--fuzz\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\n\r\nGIF89a\r\n--fuzz--',
  '\u0000\u0001\u0002',
  '\ufeff{}',
];

/** JSON text nested 1,000 or 100,000 deep. */
const deepJsonText = fc
  .tuple(fc.constantFrom(1_000, 100_000), fc.boolean())
  .map(([depth, array]) => deepJson(depth, array));

/** The arguments of an operation as a REST body (a lone input object unwrapped): the real payloads' shapes. */
const argumentsOf = (body: fc.Arbitrary<GraphQLBody>) =>
  fc.tuple(body, chance(70)).map(([{ variables }, unwrap]) => {
    const values = Object.values(variables);
    const [only] = values;
    return values.length === 1 && typeof only === 'object' && only !== null && unwrap ? only : variables;
  });

/** REST bodies: JSON of values and objects, oversize, deep, raw, or an operation's arguments. */
export function restBodies(values: FuzzValues, operations: readonly GraphQLOperation[]): fc.Arbitrary<string> {
  const withArguments = operations.filter(({ field }) => field.args.length > 0);
  return fc.oneof(
    { weight: 4, arbitrary: values.object.map((object) => bounded(JSON.stringify(object))) },
    { weight: 2, arbitrary: values.value.map((value) => bounded(JSON.stringify(value) ?? '')) },
    { weight: 4, arbitrary: values.oversize.map((object) => bounded(JSON.stringify(object))) },
    { weight: 1, arbitrary: deepJsonText },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    {
      weight: 3,
      arbitrary: fc
        .oneof(...withArguments.map((operation) => argumentsOf(graphqlBody(operation, values))))
        .map((args) => bounded(JSON.stringify(args))),
    },
  );
}

const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function restRequest(
  route: RestRoute,
  keys: readonly string[],
  bodies: fc.Arbitrary<string>,
): fc.Arbitrary<DrawnRequest> {
  const params = route.path.match(/:\w+/g) ?? [];
  return fc
    .record({
      caller,
      method: fc.oneof(
        { weight: 92, arbitrary: fc.constant(route.method) },
        { weight: 8, arbitrary: fc.constantFrom(...WRONG_METHODS) },
      ),
      params: fc.tuple(...params.map(() => pathParam)),
      query: queryString(route.queryNames, keys),
      headers: randomHeaders,
      body: fc.option(bodies, { freq: 10, nil: undefined }),
      contentType: fc.option(contentType(60), { freq: 10, nil: undefined }),
    })
    .map(({ caller, method, params, query, headers, body, contentType }) => {
      let param = 0;
      const path = (route.path.replace(/:\w+/g, () => params[param++]) + query).slice(0, MAX_URL_CHARS);
      const request: DrawnRequest = { caller, method, path, headers: { ...headers } };
      const overlong = path.length > 8_000;
      if (method !== 'GET' && method !== 'HEAD' && !overlong && body !== undefined) {
        request.body = body;
        if (contentType) request.headers['content-type'] = contentType;
      }
      return request;
    });
}

/** Requests to /graphql that are not one well-formed operation. */
const GRAPHQL_ODDITIES: unknown[] = [
  [{ query: '{ me { __typename } }' }, { query: '{ priceQuote { __typename } }' }],
  { query: 123, variables: 'x' },
  { query: '{ me { __typename } }', variables: '{"a":' },
  { query: '{ me { __typename } }', operationName: 'Missing' },
  { query: `{ ${Array.from({ length: 3_000 }, (_, i) => `a${i}: __typename`).join(' ')} }` },
  { query: 'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }' },
  { query: `{ ${'me { '.repeat(500)}${'} '.repeat(500)}` },
  { query: '{ __schema { types { name fields { name } } } }' },
  { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } },
];

const graphqlOddity = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...GRAPHQL_ODDITIES.map((body) => JSON.stringify(body))) },
  { weight: 1, arbitrary: anyString.map((query) => JSON.stringify({ query })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  {
    weight: 1,
    arbitrary: fc
      .boolean()
      .map((array) => `{"query":"{ me { __typename } }","variables":{"a":${deepJson(100_000, array)}}}`),
  },
);

export function graphqlRequest(operation: GraphQLOperation, values: FuzzValues): fc.Arbitrary<DrawnRequest> {
  const body = graphqlBody(operation, values);
  const viaGet = body.map(({ query, variables }) => ({
    method: 'GET',
    path: `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`.slice(0, MAX_URL_CHARS),
  }));
  const viaPost = fc
    .record({
      body: fc.oneof(
        { weight: 77, arbitrary: body.map((drawn) => bounded(JSON.stringify(drawn))) },
        { weight: 15, arbitrary: graphqlOddity },
        {
          weight: 8,
          arbitrary: fc
            .tuple(body, values.oversize)
            .map(([drawn, extra]) =>
              bounded(JSON.stringify({ ...drawn, variables: { ...drawn.variables, ...extra } })),
            ),
        },
      ),
      type: contentType(90),
    })
    .map(({ body, type }) => ({ method: 'POST', path: '/graphql', body, type }));
  return fc
    .record({
      caller,
      headers: randomHeaders,
      sent: fc.oneof({ weight: 5, arbitrary: viaGet }, { weight: 95, arbitrary: viaPost }),
    })
    .map(({ caller, headers, sent }) => {
      if (!('body' in sent)) return { caller, ...sent, headers: { ...headers } };
      const { type, ...request } = sent;
      return { caller, ...request, headers: { ...headers, 'content-type': type } };
    });
}

/** Request `index` of the run with `seed`, drawn alone from a seed of its own. */
export function sampleRequest(requests: fc.Arbitrary<DrawnRequest>, seed: number, index: number): FuzzRequest {
  const [drawn] = fc.sample(requests, { seed: seed ^ Math.imul(index + 1, 0x9e3779b1), numRuns: 1 });
  return { index, ...drawn };
}

// ---- the edge: large bodies, route spellings, schema probes, webhooks, unsubscribe links, metrics ----

/** The Shopify secret the fuzz tier's gateway is given, so its signed webhooks reach the body checks. */
export const FUZZ_SHOPIFY_SECRET = 'fuzz-shopify-secret';
const MB = 1024 * 1024;

/**
 * A GraphQL body of `bytes` bytes: a document of repeated arguments, a sea of tokens, a photo-like
 * string, or the review form carrying a photo as a data URL (all refused past the JSON limit: 413).
 */
export const largeGraphqlBody = (shape: number, bytes: number): string => {
  const fill = (unit: string, room: number) => unit.repeat(Math.max(0, Math.ceil(room / unit.length)));
  switch (shape) {
    case 0:
      return `{"query":"mutation { login(input: { ${fill('username: 1, ', bytes)}}) { id } }"}`;
    case 1:
      return `{"query":"{ me { __typename } }","variables":{"a":[${fill('{},', bytes)}{}]}}`;
    case 2:
      return `{"query":"{ reviews { total } }","variables":{"photo":"data:image/png;base64,${fill('QUFB', bytes)}"}}`;
    default:
      return `{"query":"mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }","variables":{"input":{"photo":"data:image/png;base64,${fill('QUFB', bytes)}"},"x":[${fill('1,', 200_000)}1]}}`;
  }
};

/** Spellings of a path a router may read as the same route (or refuse). */
const pathVariant = (path: string, which: number): string => {
  const segments = path.split('/');
  const last = segments.length - 1;
  switch (which) {
    case 0:
      return path.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    case 1:
      return segments
        .map((s, i) => (i === last ? s.replace(/[a-z]/i, (l) => `%${l.charCodeAt(0).toString(16)}`) : s))
        .join('/');
    case 2:
      return `/${path}`;
    case 3:
      return path.replace('/api/', '/api//');
    case 4:
      return path.replace('/api/', '/API/');
    default:
      return path.toUpperCase();
  }
};

/** Text a header or a URL can carry as it is. */
const safeText = fc.string({ unit: fc.constantFrom(...'abcXYZ0189 -_.:;=+/%'), maxLength: 200 });
const base64url = fc
  .uint8Array({ minLength: 0, maxLength: 120 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'));

/**
 * One arbitrary per hostile shape the edge must hold against: bodies past the JSON limit (stated or
 * chunked), state-changing routes under other spellings, misspelled and quadratic GraphQL documents,
 * signed store orders whose fields billing cannot read, forged unsubscribe and check-in links, /metrics probes.
 */
export function edgeRequests(routes: readonly RestRoute[]): Array<fc.Arbitrary<DrawnRequest>> {
  const changing = routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
  const large = fc
    .record({
      caller,
      shape: fc.integer({ min: 0, max: 3 }),
      size: fc.constantFrom(1.1 * MB, 2 * MB, 5 * MB, 6 * MB, 8 * MB),
      chunked: fc.boolean(),
    })
    .map(({ caller, shape, size, chunked }) => ({
      caller,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: largeGraphqlBody(shape, size),
      chunked,
    }));
  const variant = fc
    .record({
      caller,
      route: fc.constantFrom(...changing),
      which: fc.integer({ min: 0, max: 5 }),
      param: pathParam,
      form: fc.boolean(),
    })
    .map(({ caller, route, which, param, form }) => ({
      caller,
      method: route.method,
      path: pathVariant(route.path.replace(/:\w+/g, encodeURIComponent(param)), which),
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? 'timezone=Europe%2FMadrid&token=x' : '{"timezone":"Europe/Madrid"}',
    }));
  const probe = fc
    .record({
      caller,
      which: fc.integer({ min: 0, max: 3 }),
      name: fc.constantFrom('m', 'mee', 'priceQuot', 'challengeDy', 'reviewz', 'logn'),
    })
    .map(({ caller, which, name }) => {
      const query = [
        `{ ${name} { __typename } }`,
        `{ ${'me { id } '.repeat(2_200)}}`,
        `mutation { ${name}(input: { usernam: "a" }) { id } }`,
        `fragment F on Query { ${'me { id } '.repeat(1_500)}} { ...F }`,
      ][which]!;
      return {
        caller,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      };
    });
  const webhook = fc
    .record({
      caller,
      processedAt: fc.oneof(
        fc.constantFrom('ayer', '', '2026-13-45T99:99:99Z', '0000-00-00', '2026-11-23T10:00:00-05:00'),
        fc.string(),
      ),
      id: fc.integer({ min: 1, max: 2 ** 40 }),
      signed: fc.boolean(),
    })
    .map(({ caller, processedAt, id, signed }) => {
      const body = JSON.stringify({
        id,
        email: 'tienda@example.com',
        total_price: '78.00',
        currency: 'USD',
        financial_status: 'paid',
        processed_at: processedAt,
      });
      const hmac = createHmac('sha256', signed ? FUZZ_SHOPIFY_SECRET : 'otro')
        .update(body)
        .digest('base64');
      return {
        caller,
        method: 'POST',
        path: '/api/webhooks/shopify',
        headers: {
          'content-type': 'application/json',
          'x-shopify-hmac-sha256': hmac,
          'x-shopify-topic': 'orders/paid',
          'x-shopify-webhook-id': `wh-${id}`,
        },
        body,
      };
    });
  const unsubscribe = fc
    .record({
      caller,
      token: fc.oneof(base64url, fc.constantFrom('1.daily.forged', '42.nudge.AAAA', ''), safeText),
      form: fc.boolean(),
    })
    .map(({ caller, token, form }) => ({
      caller,
      method: 'POST',
      path: form
        ? `/api/notification-settings/unsubscribe?token=${encodeURIComponent(token)}`
        : '/api/notification-settings/unsubscribe',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? 'List-Unsubscribe=One-Click' : JSON.stringify({ token }),
    }));
  const surveyLink = fc
    .record({
      caller,
      token: fc.oneof(base64url, fc.constantFrom('42.78.5', ''), safeText),
      recommend: fc.oneof(fc.boolean(), fc.constantFrom('sí', 1, null)),
    })
    .map(({ caller, token, recommend }) => ({
      caller,
      method: 'POST',
      path: '/api/survey/link-answer',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, recommend }),
    }));
  const metrics = fc
    .record({ caller, authorization: fc.oneof(fc.constantFrom('', 'Bearer ', 'Bearer x', 'Basic YTpi'), safeText) })
    .map(({ caller, authorization }): DrawnRequest => ({
      caller,
      method: 'GET',
      path: '/metrics',
      headers: authorization ? { authorization } : {},
    }));
  return [large, variant, probe, webhook, unsubscribe, surveyLink, metrics];
}
