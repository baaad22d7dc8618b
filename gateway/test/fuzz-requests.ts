// Generated requests for the fuzz tier: every REST route the gateway's controllers declare and every
// GraphQL operation of the committed schema, with hostile arguments, bodies and headers. Everything
// comes from a seeded PRNG, so one seed always gives the same requests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** mulberry32: a tiny seeded PRNG, good enough to choose test inputs reproducibly. */
export function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  constructor(readonly next: () => number) {}
  int(max: number) {
    return Math.floor(this.next() * max);
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  /** Each item with probability `p`. */
  some<T>(items: readonly T[], p = 0.3): T[] {
    return items.filter(() => this.chance(p));
  }
}

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

const decoratorsOf = (node: ts.Node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).flatMap((decorator) =>
    ts.isCallExpression(decorator.expression) && ts.isIdentifier(decorator.expression.expression)
      ? [{ name: decorator.expression.expression.text, args: decorator.expression.arguments }]
      : [],
  );

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

const longString = (rng: Rng) => rng.pick(['a', 'ñ', '😀', '\u0000', 'x@']).repeat(rng.pick([256, 5_000, 300_000]));

export function anyString(rng: Rng): string {
  const roll = rng.int(10);
  if (roll === 0) return longString(rng);
  if (roll === 1) return Array.from({ length: rng.int(40) }, () => String.fromCharCode(rng.int(0x3000))).join('');
  if (roll === 2) return `${rng.pick(EDGE_STRINGS)}${rng.pick(EDGE_STRINGS)}`;
  return rng.pick(EDGE_STRINGS);
}

/** An object nested `depth` deep (arrays or objects); `deepJson` nests deeper than JSON.stringify can. */
const deep = (rng: Rng, depth: number): unknown => {
  let value: unknown = anyString(rng);
  const asArray = rng.chance(0.5);
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** JSON text of objects or arrays nested `depth` deep, the shape that once overflowed the stack. */
export const deepJson = (depth: number, array: boolean) =>
  array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any JSON value; objects use `keys` (names the API knows) most of the time. */
export function anyValue(rng: Rng, keys: readonly string[], depth = 0): unknown {
  const roll = rng.int(depth > 2 ? 5 : 9);
  switch (roll) {
    case 0:
    case 1:
      return depth > 1 ? rng.pick(EDGE_STRINGS) : anyString(rng);
    case 2:
      return rng.pick(EDGE_NUMBERS);
    case 3:
      return rng.pick([true, false, null]);
    case 4:
      return rng.chance(0.2) ? deep(rng, rng.pick([50, 1_000])) : {};
    case 5:
    case 6:
      return anyObject(rng, keys, depth + 1);
    case 7:
      return Array.from({ length: rng.pick([0, 1, 3, 1000]) }, () => anyValue(rng, keys, depth + 3));
    default:
      return { ['__proto__']: { admin: true }, constructor: { prototype: { isAdmin: true } } };
  }
}

export function anyObject(rng: Rng, keys: readonly string[], depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of rng.some(keys, 0.25)) object[key] = anyValue(rng, keys, depth);
  if (rng.chance(0.1)) object[anyString(rng).slice(0, 300)] = anyValue(rng, keys, depth + 1);
  return object;
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

/** A value of the GraphQL input type, or (sometimes) of any type at all. */
function inputValue(rng: Rng, type: GraphQLInputType, keys: readonly string[], depth = 0): unknown {
  if (rng.chance(0.12)) return anyValue(rng, keys, 2);
  if (!isNonNullType(type) && rng.chance(0.1)) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    return Array.from({ length: rng.int(3) }, () => inputValue(rng, inner.ofType as GraphQLInputType, keys, depth + 1));
  }
  if (isEnumType(inner)) return rng.pick(inner.getValues()).value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    return Object.fromEntries(
      fields
        .filter((field) => isNonNullType(field.type) || rng.chance(0.6))
        .filter(() => depth < 4 && !rng.chance(0.05))
        .map((field) => [field.name, inputValue(rng, field.type, keys, depth + 1)]),
    );
  }
  switch (isScalarType(inner) ? inner.name : '') {
    case 'Int':
      return rng.chance(0.8) ? rng.pick([0, 1, -1, 2, 7, 28, 29, 2 ** 31 - 1, -(2 ** 31)]) : rng.pick(EDGE_NUMBERS);
    case 'Float':
      return rng.pick(EDGE_NUMBERS);
    case 'Boolean':
      return rng.chance(0.5);
    case 'ID':
      return rng.chance(0.5) ? String(rng.pick(EDGE_NUMBERS)) : anyString(rng);
    default:
      return anyString(rng);
  }
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

/** One request body for the operation: arguments passed as variables, inline, wrongly or not at all. */
export function graphqlBody(rng: Rng, { operation, field }: GraphQLOperation, keys: readonly string[]) {
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const args = field.args
    .filter((arg: GraphQLArgument) => isNonNullType(arg.type) || rng.chance(0.5))
    .filter(() => !rng.chance(0.05))
    .map((arg) => {
      const value = inputValue(rng, arg.type, keys);
      if (rng.chance(0.2)) return `${arg.name}: ${JSON.stringify(value) ?? 'null'}`;
      declared.push(`$${arg.name}: ${rng.chance(0.9) ? String(arg.type) : 'String'}`);
      variables[arg.name] = value;
      return `${arg.name}: $${arg.name}`;
    });
  const head = declared.length > 0 ? `${operation} Fuzz(${declared.join(', ')})` : `${operation} Fuzz`;
  const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
  return { query: `${head} { ${call} ${selection(field.type, 1)} }`, variables };
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
}

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

const headerValue = (rng: Rng) =>
  rng.pick([
    '',
    'x'.repeat(rng.pick([10, 4_000])),
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
  ]);

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

function randomHeaders(rng: Rng): Record<string, string> {
  return Object.fromEntries(rng.some(RANDOM_HEADERS, 0.12).map((name) => [name, headerValue(rng)]));
}

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

const pathParam = (rng: Rng) =>
  rng.chance(0.7) ? rng.pick(PARAM_VALUES) : uriComponent(anyString(rng).slice(0, 3_000)) || 'x';

function queryString(rng: Rng, names: readonly string[]): string {
  const pairs = rng.some(names, 0.4).map((name) => {
    const value = rng.chance(0.6) ? rng.pick(['true', 'false', '1', '0', '-1', 'pending', '%', '%zz']) : anyString(rng);
    const key = rng.chance(0.1) ? `${name}[x]` : name;
    return `${key}=${value.startsWith('%') ? value : uriComponent(value.slice(0, 3_000))}`;
  });
  if (rng.chance(0.1)) pairs.push(...pairs);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
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

/**
 * Bodies are cut at 2 M characters: past the JSON limit (1 MB) and near the photo limit (7 MB), where
 * the gateway answers 413; far larger ones only measure how fast the socket is closed on the sender.
 */
const MAX_BODY_CHARS = 2 ** 21;
const bounded = (body: string) => body.slice(0, MAX_BODY_CHARS);

/** The arguments of an operation as a REST body (a lone input object unwrapped): the real payloads' shapes. */
function argumentsOf(rng: Rng, operation: GraphQLOperation, keys: readonly string[]): unknown {
  const values = Object.values(graphqlBody(rng, operation, keys).variables);
  const [only] = values;
  return values.length === 1 && typeof only === 'object' && only !== null && rng.chance(0.7)
    ? only
    : graphqlBody(rng, operation, keys).variables;
}

function restBody(rng: Rng, keys: readonly string[], operations: readonly GraphQLOperation[]): string {
  const roll = rng.int(12);
  if (roll < 4) return bounded(JSON.stringify(anyObject(rng, keys)));
  if (roll < 6) return bounded(JSON.stringify(anyValue(rng, keys)) ?? '');
  if (roll === 6) return deepJson(rng.pick([1_000, 100_000]), rng.chance(0.5));
  if (roll < 9) return rng.pick(RAW_BODIES);
  return bounded(JSON.stringify(argumentsOf(rng, rng.pick(operations), keys)));
}

const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function restRequest(
  rng: Rng,
  index: number,
  route: RestRoute,
  keys: readonly string[],
  operations: readonly GraphQLOperation[],
): FuzzRequest {
  const method = rng.chance(0.08) ? rng.pick(WRONG_METHODS) : route.method;
  const path = (
    route.path.replace(/:\w+/g, () => pathParam(rng)) + queryString(rng, [...route.queryNames, ...rng.some(keys, 0.05)])
  ).slice(0, MAX_URL_CHARS);
  const headers = randomHeaders(rng);
  const request: FuzzRequest = {
    index,
    caller: rng.pick(['visitor', 'member', 'admin', 'forged']),
    method,
    path,
    headers,
  };
  const overlong = path.length > 8_000;
  if (method !== 'GET' && method !== 'HEAD' && !overlong && !rng.chance(0.1)) {
    request.body = restBody(
      rng,
      keys,
      operations.filter(({ field }) => field.args.length > 0),
    );
    if (!rng.chance(0.1)) headers['content-type'] = rng.chance(0.6) ? 'application/json' : rng.pick(CONTENT_TYPES);
  }
  return request;
}

/** Requests to /graphql that are not one well-formed operation. */
const graphqlOddities = (rng: Rng): Array<{ body: unknown; raw?: string }> => [
  { body: [{ query: '{ me { __typename } }' }, { query: '{ priceQuote { __typename } }' }] },
  { body: { query: 123, variables: 'x' } },
  { body: { query: '{ me { __typename } }', variables: '{"a":' } },
  { body: { query: '{ me { __typename } }', operationName: 'Missing' } },
  { body: { query: `{ ${Array.from({ length: 3_000 }, (_, i) => `a${i}: __typename`).join(' ')} }` } },
  { body: { query: 'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }' } },
  { body: { query: `{ ${'me { '.repeat(500)}${'} '.repeat(500)}` } },
  { body: { query: '{ __schema { types { name fields { name } } } }' } },
  { body: { query: anyString(rng) } },
  { body: { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } } },
  { body: undefined, raw: rng.pick(RAW_BODIES) },
  { body: undefined, raw: `{"query":"{ me { __typename } }","variables":{"a":${deepJson(100_000, rng.chance(0.5))}}}` },
];

export function graphqlRequest(
  rng: Rng,
  index: number,
  operation: GraphQLOperation,
  keys: readonly string[],
): FuzzRequest {
  const headers = randomHeaders(rng);
  const caller = rng.pick<Caller>(['visitor', 'member', 'admin', 'forged']);
  if (rng.chance(0.05)) {
    const { query, variables } = graphqlBody(rng, operation, keys);
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    return {
      index,
      caller,
      method: 'GET',
      path: `/graphql?${params}`.slice(0, MAX_URL_CHARS),
      headers,
    };
  }
  let body: string;
  if (rng.chance(0.15)) {
    const oddity = rng.pick(graphqlOddities(rng));
    body = oddity.raw ?? JSON.stringify(oddity.body);
  } else {
    body = bounded(JSON.stringify(graphqlBody(rng, operation, keys)));
  }
  headers['content-type'] = rng.chance(0.9) ? 'application/json' : rng.pick(CONTENT_TYPES);
  return { index, caller, method: 'POST', path: '/graphql', headers, body };
}
