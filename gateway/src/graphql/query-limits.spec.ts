import { readFileSync } from 'node:fs';
import { Kind, Lexer, parse, print, Source, TokenKind, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS, GRAPHQL_MAX_TOKENS } from '../gateway.constants.js';
import { hasMoreTokensThan } from './graphql-request.js';
import { limitsRefusal, measureOperation } from './query-limits.js';

const limits = { maxDepth: 4, maxFields: 10, maxCost: 100, variableLimit: 50 };
const errorsOf = (query: string, allowIntrospection = true) => {
  const refusal = limitsRefusal(parse(query), limits, allowIntrospection);
  return refusal ? [refusal.message] : [];
};

describe('limitsRefusal', () => {
  it('lets a query within the limits through', () => {
    expect(errorsOf('{ node { id child { id child { id } } } }')).toEqual([]);
  });

  it('refuses a query nested too deep, also through fragments', () => {
    expect(errorsOf('{ node { child { child { child { child { id } } } } } }')).toEqual([
      'La consulta es demasiado profunda (máximo 4 niveles).',
    ]);
    expect(
      errorsOf('query { node { ...A } } fragment A on Node { child { child { child { child { id } } } } }'),
    ).toHaveLength(1);
  });

  it('leaves introspection alone where it is allowed, and only there', () => {
    const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(errorsOf(introspection)).toEqual([]);
    expect(errorsOf(introspection, false)).toEqual(['La consulta es demasiado profunda (máximo 4 niveles).']);
  });

  it('counts __typename like any field: 2,000 aliases of it are refused', () => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `t${String(i)}: __typename`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toEqual(['La consulta es demasiado compleja (máximo 10 campos).']);
  });

  it('counts aliased fields, so aliases cannot multiply the work', () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${String(i)}: node { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toEqual(['La consulta es demasiado compleja (máximo 10 campos).']);
  });

  it('multiplies a selection by the items its limit asks for, through every level', () => {
    // 1 + 9 × (1 + 10 × 1) = 100: within the cost; one more item is not.
    expect(errorsOf('{ nodes(limit: 9) { children(limit: 10) { id } } }')).toEqual([]);
    expect(errorsOf('{ nodes(limit: 10) { children(limit: 10) { id } } }')).toEqual([
      'La consulta pide demasiados datos de una vez (máximo 100 campos en la respuesta). Pide menos elementos o divídela.',
    ]);
  });

  it('counts aliases of a list once each, and a limit from a variable as the largest page', () => {
    const aliases = Array.from({ length: 5 }, (_, i) => `a${String(i)}: nodes(limit: 20) { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toHaveLength(1);
    expect(errorsOf('query ($n: Int) { nodes(limit: $n) { id child { id } } }')).toHaveLength(1);
    expect(errorsOf('query ($n: Int) { nodes(limit: $n) { id } }')).toEqual([]);
  });
});

describe("the app's own operations", () => {
  // The web client's operations as codegen printed them (frontend/src/gql/gql.ts), fragments included.
  const printed = readFileSync(new URL('../../../frontend/src/gql/gql.ts', import.meta.url), 'utf8');
  const texts = [
    ...new Set([...printed.matchAll(/^ {2}'((?:query|mutation|fragment) [^']*)': typeof/gm)].map((m) => m[1])),
  ];
  const document = parse(texts.map((text) => text.replaceAll('\\n', '\n')).join('\n'));
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

  it('are all within the limits, and all but the paged admin lists at a tenth of the cost or less', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(limitsRefusal(document, GRAPHQL_LIMITS)).toBeUndefined();
    const pagedAdminLists = new Set(['AdminAudit', 'AdminMembers']);
    const costly = operations
      .filter((operation) => !pagedAdminLists.has(operation.name?.value ?? ''))
      .map((operation) => ({ name: operation.name?.value, ...measureOperation(document, operation, GRAPHQL_LIMITS) }))
      .filter(({ cost }) => cost > GRAPHQL_LIMITS.maxCost / 10);
    expect(costly).toEqual([]);
  });

  it('are each, with every fragment, far under the token budget, counted before parsing as the parser counts', () => {
    const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
    const tokensOf = (text: string) => {
      const lexer = new Lexer(new Source(text));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
      return tokens;
    };
    for (const operation of operations) {
      // As the client sends it, then with what a hand may write too: a comment, strings, numbers.
      const sent = [operation, ...fragments].map((definition) => print(definition)).join('\n');
      const handWritten = `# ${String(operation.name?.value)}, "x"\n${sent} """a \\""" b""" "c \\" d" -1.5e+3 0`;
      expect(tokensOf(sent)).toBeLessThan(GRAPHQL_MAX_TOKENS / 4);
      for (const text of [sent, handWritten]) {
        const tokens = tokensOf(text);
        expect([hasMoreTokensThan(text, tokens - 1), hasMoreTokensThan(text, tokens)]).toEqual([true, false]);
      }
    }
  });
});
