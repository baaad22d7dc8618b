import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type FieldTest = (name: string, selectionSet: SelectionSetNode | undefined) => boolean;

/**
 * Whether the query asks, under the resolved field's `child` field, any of `fields` (through
 * fragments and inline fragments too; a validated document has no fragment cycle). A field under
 * @skip or @include counts as asked: the answer then holds everything it could name.
 */
export function selectsAnyUnder(info: GraphQLResolveInfo, child: string, fields: readonly string[]): boolean {
  const anyField = (set: SelectionSetNode | undefined, test: FieldTest): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return test(selection.name.value, selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return anyField(selection.selectionSet, test);
      return anyField(info.fragments[selection.name.value]?.selectionSet, test);
    });
  return info.fieldNodes.some((node) =>
    anyField(node.selectionSet, (name, set) => name === child && anyField(set, (inner) => fields.includes(inner))),
  );
}
