import type { CommunityInboxEntryFieldsFragment } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';

const text = adminCopy.community;

/** A date and time as the trainer reads them ("28 nov 2026, 9:05"). */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A member's day, streak and last completion, beside their name in the inbox. */
export function InboxProgress({
  entry,
}: {
  entry: Pick<CommunityInboxEntryFieldsFragment, 'day' | 'streak' | 'lastCompletedAt'>;
}) {
  return (
    <span className="inbox__progress">
      <span>{text.day(entry.day ?? null)}</span>
      <span>{text.streak(entry.streak)}</span>
      <span>{text.lastCompletion(entry.lastCompletedAt ? when(entry.lastCompletedAt) : null)}</span>
    </span>
  );
}
