import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type FieldTest = (name: string, selectionSet: SelectionSetNode | undefined) => boolean;

type Selections = (info: GraphQLResolveInfo, set: SelectionSetNode | undefined, test: FieldTest) => boolean;

/** Whether any field of `set` passes `test` (through fragments and inline fragments too). */
const anyField: Selections = (info, set, test) =>
  (set?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) return test(selection.name.value, selection.selectionSet);
    if (selection.kind === Kind.INLINE_FRAGMENT) return anyField(info, selection.selectionSet, test);
    return anyField(info, info.fragments[selection.name.value]?.selectionSet, test);
  });

/**
 * Whether the query asks, of the resolved field, any of `fields` (through fragments and inline
 * fragments too; a validated document has no fragment cycle). A field under @skip or @include
 * counts as asked: the answer then holds everything it could name.
 */
export function selectsAny(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  return info.fieldNodes.some((node) => anyField(info, node.selectionSet, (name) => fields.includes(name)));
}

/** Whether the query asks, under the resolved field's `child` field, any of `fields` (as `selectsAny`). */
export function selectsAnyUnder(info: GraphQLResolveInfo, child: string, fields: readonly string[]): boolean {
  return info.fieldNodes.some((node) =>
    anyField(
      info,
      node.selectionSet,
      (name, set) => name === child && anyField(info, set, (inner) => fields.includes(inner)),
    ),
  );
}
