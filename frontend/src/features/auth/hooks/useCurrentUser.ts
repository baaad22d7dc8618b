import { useQuery, useReactiveVar } from '@apollo/client/react';
import { MeDocument, type CurrentUserFragment } from '../../../gql/graphql';
import { restoredCopyUnconfirmed } from '../../session/restored-copy';

export interface CurrentUserState {
  /** The signed-in user, or `null` for a visitor (or when the session cannot be read). */
  user: CurrentUserFragment | null;
  /** True only while the first answer is awaited. */
  loading: boolean;
  /** The session could not be read (network or server failure), as opposed to a visitor. */
  failed: boolean;
  /**
   * False while `user` is the word of a copy restored at start that the server has not confirmed
   * yet (online): it may predate an access or a payment, so nobody is sent away on it meanwhile.
   */
  confirmed: boolean;
}

/** Who is signed in, from the `me` query (fetched once, then served from the cache). */
export function useCurrentUser(): CurrentUserState {
  const { data, loading, error } = useQuery(MeDocument);
  const confirmed = !useReactiveVar(restoredCopyUnconfirmed);
  return { user: data?.me ?? null, loading: loading && !data, failed: Boolean(error) && !data, confirmed };
}
