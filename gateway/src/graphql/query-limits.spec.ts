import { buildSchema, parse, validate } from 'graphql';
import { queryLimits } from './query-limits.js';

const schema = buildSchema(`
  type Node { id: Int, child: Node }
  type Query { node: Node }
`);
const errorsOf = (query: string, allowIntrospection = true) =>
  validate(schema, parse(query), [queryLimits(4, 10, allowIntrospection)]).map((error) => error.message);

describe('queryLimits', () => {
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
});
