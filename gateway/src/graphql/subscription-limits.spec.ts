import { buildSchema, parse } from 'graphql';
import { GRAPHQL_LIMITS } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { validateSubscription } from './graphql.options.js';

const schema = buildSchema(`
  type Node { id: Int, child: Node }
  type Query { node: Node }
  type Subscription { changed: Node }
`);

/**
 * A subscription on the WebSocket is validated by the gateway itself (GraphQL's `subscribe` runs a
 * document unvalidated). Its limits are judged first, as on HTTP: some of GraphQL's own rules cost
 * the square of the fields, so a document past the limits is refused without them, in Spanish.
 */
describe('a subscription past the limits', () => {
  const check = validateSubscription(false);

  it('is refused for its size before any of GraphQL’s own rules judge it', async () => {
    // Also invalid for GraphQL (no field "nope"): the limits answer first.
    const wide = `subscription { nope ${Array.from({ length: 400 }, (_, i) => `a${String(i)}: changed { id }`).join(' ')} }`;
    await expect(check(schema, parse(wide))).rejects.toMatchObject({
      message: GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields),
      extensions: { code: 'query_too_complex', status: 400 },
    });
    const deep = `subscription { nope changed { ${'child { '.repeat(GRAPHQL_LIMITS.maxDepth)}id${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 1)} }`;
    await expect(check(schema, parse(deep))).rejects.toMatchObject({
      message: GatewayCopy.queryLimits.tooDeep(GRAPHQL_LIMITS.maxDepth),
      extensions: { code: 'query_too_deep', status: 400 },
    });
  });

  it('within the limits, still meets GraphQL’s own rules', async () => {
    await expect(check(schema, parse('subscription { changed { id } }'))).resolves.toBeUndefined();
    await expect(check(schema, parse('subscription { changed { nope } }'))).rejects.toMatchObject({
      message: 'Cannot query field "nope" on type "Node".',
    });
  });
});
