import { ErrorLink } from '@apollo/client/link/error';
import { serverCodeOf } from '../auth/lib/error-message';

/** The gateway's code for an admin call refused until the administrator's second factor is on (production). */
export const SECOND_FACTOR_SETUP_REQUIRED = 'admin_second_factor_setup_required';

const EVENT = 'reto:admin-second-factor-setup-required';

/** Every admin tab loads through Apollo: one link hears the refusal, whichever tab asked. */
export const secondFactorRequiredLink = new ErrorLink(({ error }) => {
  if (serverCodeOf(error) === SECOND_FACTOR_SETUP_REQUIRED) window.dispatchEvent(new Event(EVENT));
});

/** Calls `listener` whenever an admin call was refused for want of the second factor; answers the unsubscribe. */
export function onSecondFactorRequired(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
