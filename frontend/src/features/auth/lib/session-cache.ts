import { ApolloLink, type ApolloClient, type Observable } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { mergeMap, of } from 'rxjs';
import { MeDocument, type CurrentUserFragment } from '../../../gql/graphql';

/** How many times who is signed in here changed by this page's own doing (a sign-in, a link, a verification). */
let sessionChanges = 0;

/**
 * Stores who is signed in (or `null` after logout) as the answer of the `me` query. A `me` asked
 * before a sign-in and answered after it (a visitor's answer, slow to come back) is asked again
 * (`whoIsSignedInLink`), so it never signs the member out again on screen. A logout empties the
 * store first, which drops the answers under way.
 */
export function writeCurrentUser(client: ApolloClient, user: CurrentUserFragment | null): void {
  sessionChanges += 1;
  client.cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: user } });
}

/**
 * `me` answered after who is signed in changed here is asked again, with the session now held: an
 * answer about the session before is not an answer about this one.
 */
/** The name of the `me` query, as an operation carries it. */
const ME = getMainDefinition(MeDocument).name?.value;

export const whoIsSignedInLink = new ApolloLink((operation, forward) => {
  if (operation.operationName !== ME) return forward(operation);
  const ask = (): Observable<ApolloLink.Result> => {
    const askedAfter = sessionChanges;
    return forward(operation).pipe(mergeMap((result) => (askedAfter === sessionChanges ? of(result) : ask())));
  };
  return ask();
});
