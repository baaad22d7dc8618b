import { ACCESS_ACTIVATION_POLL_MS, ACCESS_ACTIVATION_WAIT_MS } from '../../../constants';
import type { CurrentUserFragment } from '../../../gql/graphql';

/**
 * A buyer who paid before having an account: the payment reaches the new account through events
 * (billing → challenge → identity, usually within a second). Asks again who is signed in until the
 * access shows, for at most ACCESS_ACTIVATION_WAIT_MS, so the member area opens instead of the
 * purchase page. A failed read keeps the last answer.
 */
export async function awaitMemberAccess(
  user: CurrentUserFragment,
  readCurrentUser: () => Promise<CurrentUserFragment | null>,
  waitMs = ACCESS_ACTIVATION_WAIT_MS,
): Promise<CurrentUserFragment> {
  const deadline = Date.now() + waitMs;
  let current = user;
  while (!current.hasPaid && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ACCESS_ACTIVATION_POLL_MS));
    current = (await readCurrentUser().catch(() => null)) ?? current;
  }
  return current;
}
