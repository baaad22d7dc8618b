import { GatewayCopy } from '../gateway.copy.js';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The introspection entry points; `__typename` is not one of them and counts like any field. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** The limits of one operation (DECISIONS.md 3 "depth and complexity limits"). */
export interface QueryLimits {
  maxDepth: number;
  /** Fields selected in all: fragments expanded, aliases counted, `__typename` included. */
  maxFields: number;
  /** Fields the answer may hold: each field's selection counted once per item its `limit` asks for. */
  maxCost: number;
  /** The items a `limit` given by a variable is taken to ask for; a `limit` left out counts once (small default pages). */
  variableLimit: number;
}

/** What an operation asks for: how deep it goes, how many fields it names, how many the answer may hold. */
export interface QuerySize {
  depth: number;
  fields: number;
  cost: number;
}

/**
 * The size of one operation of `document`, fragments expanded. The walk stops as soon as a limit
 * is passed (an operation is refused by its first excess, however large it is).
 */
export function measureOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  { maxDepth, maxFields, maxCost, variableLimit }: QueryLimits,
): QuerySize {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  /** How many times a field's selection is answered: its `limit` argument, or once. */
  const itemsOf = (field: FieldNode): number => {
    const limit = field.arguments?.find((argument) => argument.name.value === 'limit')?.value;
    if (limit?.kind === Kind.INT) return Math.max(1, Number(limit.value));
    return limit?.kind === Kind.VARIABLE ? variableLimit : 1;
  };
  const measure = (set: SelectionSetNode, depth: number, seen: ReadonlySet<string>): QuerySize => {
    const size = { depth, fields: 0, cost: 0 };
    for (const selection of set.selections) {
      if (size.depth > maxDepth || size.fields > maxFields || size.cost > maxCost) break;
      let inner: QuerySize | undefined;
      let items = 1;
      if (selection.kind === Kind.FIELD) {
        size.fields += 1;
        size.cost += 1;
        if (selection.selectionSet) inner = measure(selection.selectionSet, depth + 1, seen);
        items = itemsOf(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet, depth, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          inner = measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]));
        }
      }
      if (inner) {
        size.depth = Math.max(size.depth, inner.depth);
        size.fields += inner.fields;
        size.cost += items * inner.cost;
      }
    }
    return size;
  };
  return measure(operation.selectionSet, 1, new Set());
}

/**
 * The refusal of the first operation of `document` past a limit, or undefined when none is: nested
 * deeper than `maxDepth`, selecting more than `maxFields` fields, or costing more than `maxCost`
 * (the cost multiplies a field's selection by its `limit` argument, so a hundred aliases of
 * `reviews(limit: 100)` are refused although they name few fields). Only where introspection is
 * allowed (never in production) is an operation made of `__schema`/`__type` alone left to GraphQL's
 * own rules. Judged once per document, before GraphQL's rules: on HTTP by `limitsBeforeValidation`,
 * on the WebSocket by `validateSubscription` (graphql.options.ts).
 */
export function limitsRefusal(
  document: DocumentNode,
  limits: QueryLimits,
  allowIntrospection = false,
): GraphQLError | undefined {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const refusal = operationRefusal(document, definition, limits, allowIntrospection);
    if (refusal) return refusal;
  }
  return undefined;
}

function operationRefusal(
  document: DocumentNode,
  node: OperationDefinitionNode,
  limits: QueryLimits,
  allowIntrospection: boolean,
): GraphQLError | undefined {
  const refusal = (message: string, code: string) =>
    new GraphQLError(message, { nodes: [node], extensions: { code, status: 400 } });
  // Introspection (development only: it is off in production) is deep by nature.
  const introspection = node.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(selection.name.value),
  );
  if (allowIntrospection && introspection) return undefined;
  const { depth, fields, cost } = measureOperation(document, node, limits);
  if (depth > limits.maxDepth) return refusal(GatewayCopy.queryLimits.tooDeep(limits.maxDepth), 'query_too_deep');
  if (fields > limits.maxFields) {
    return refusal(GatewayCopy.queryLimits.tooComplex(limits.maxFields), 'query_too_complex');
  }
  if (cost > limits.maxCost) return refusal(GatewayCopy.queryLimits.tooCostly(limits.maxCost), 'query_too_costly');
  return undefined;
}

/**
 * Mercurius's `preValidation` hook: the limits judged on the parsed document before GraphQL's own
 * rules run, since some of those cost the square of the fields (a few thousand copies of one field
 * kept the event loop ~400 ms in OverlappingFieldsCanBeMerged). A refusal ends the request as
 * Mercurius's own validation errors do (400, graphql-errors.ts), nothing validated or run.
 */
export const limitsBeforeValidation =
  (limits: QueryLimits, allowIntrospection = false) =>
  (_schema: unknown, document: DocumentNode): Promise<void> => {
    const refusal = limitsRefusal(document, limits, allowIntrospection);
    if (!refusal) return Promise.resolve();
    return Promise.reject(
      Object.assign(new Error(refusal.message), { code: 'MER_ERR_GQL_VALIDATION', statusCode: 400, errors: [refusal] }),
    );
  };
