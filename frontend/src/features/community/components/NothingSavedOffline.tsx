import { copy } from '../../../copy';

/**
 * Offline, in place of a list the member's saved copy does not hold: says so, rather than an
 * empty group or conversation that would not be true.
 */
export function NothingSavedOffline() {
  return (
    <p className="card group-empty" role="status" data-testid="not-saved-offline">
      {copy.offline.notSaved}
    </p>
  );
}
