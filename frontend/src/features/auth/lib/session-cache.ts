import type { ApolloCache } from '@apollo/client';
import { MeDocument, type CurrentUserFragment } from '../../../gql/graphql';

/** Stores who is signed in (or `null` after logout) as the answer of the `me` query. */
export function writeCurrentUser(cache: ApolloCache, user: CurrentUserFragment | null): void {
  cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: user } });
}
