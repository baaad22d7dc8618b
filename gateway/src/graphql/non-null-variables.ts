import { GraphQLError, isNonNullType, Kind, type ValidationRule } from 'graphql';
import { GatewayCopy } from '../gateway.copy.js';

/**
 * GraphQL lets a variable that may be null fill an argument that may not when the argument has a
 * default (`edition: String! = "next"`), then fails the field at run time on an explicit null: an
 * error nobody mapped, a 500 for the client's mistake. Such an operation is refused before anything
 * runs: where the schema needs a value, the variable must be declared non-null.
 */
export const nonNullVariablesWhereRequired: ValidationRule = (context) => ({
  OperationDefinition: {
    leave(operation) {
      const declared = new Map(
        (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, definition]),
      );
      for (const { node, type } of context.getRecursiveVariableUsages(operation)) {
        const definition = declared.get(node.name.value);
        if (!definition || !type || !isNonNullType(type) || definition.type.kind === Kind.NON_NULL_TYPE) continue;
        context.reportError(
          new GraphQLError(GatewayCopy.graphql.variableMayBeNull(node.name.value, String(type)), {
            nodes: [definition, node],
          }),
        );
      }
    },
  },
});
