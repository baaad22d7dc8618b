import { GatewayCopy } from '../gateway.copy.js';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

/** The introspection entry points; `__typename` is not one of them and counts like any field. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Refuses, before execution, an operation nested deeper than `maxDepth` or selecting more than
 * `maxFields` fields in all (fragments expanded, aliases counted, `__typename` included):
 * DECISIONS.md 3 "depth and complexity limits". Only where introspection is allowed (never in
 * production) is an operation made of `__schema`/`__type` alone left to GraphQL's own rules.
 */
export function queryLimits(maxDepth: number, maxFields: number, allowIntrospection = false): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const measure = (set: SelectionSetNode, depth: number, seen: ReadonlySet<string>) => {
      let deepest = depth;
      let fields = 0;
      for (const selection of set.selections) {
        if (deepest > maxDepth || fields > maxFields) break;
        let inner: { depth: number; fields: number } | undefined;
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.selectionSet) inner = measure(selection.selectionSet, depth + 1, seen);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet, depth, seen);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !seen.has(fragment.name.value)) {
            inner = measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]));
          }
        }
        if (inner) {
          deepest = Math.max(deepest, inner.depth);
          fields += inner.fields;
        }
      }
      return { depth: deepest, fields };
    };
    return {
      OperationDefinition(node) {
        // Introspection (development only: it is off in production) is deep by nature.
        const introspection = node.selectionSet.selections.every(
          (selection) => selection.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(selection.name.value),
        );
        if (allowIntrospection && introspection) return;
        const { depth, fields } = measure(node.selectionSet, 1, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(GatewayCopy.queryLimits.tooDeep(maxDepth), {
              nodes: [node],
              extensions: { code: 'query_too_deep', status: 400 },
            }),
          );
        } else if (fields > maxFields) {
          context.reportError(
            new GraphQLError(GatewayCopy.queryLimits.tooComplex(maxFields), {
              nodes: [node],
              extensions: { code: 'query_too_complex', status: 400 },
            }),
          );
        }
      },
    };
  };
}
