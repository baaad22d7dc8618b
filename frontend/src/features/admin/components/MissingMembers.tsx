import { MessageCircle } from 'lucide-react';
import type { CommunityInboxEntryFieldsFragment } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { InboxProgress } from './InboxProgress';

const text = adminCopy.community;

type MissingMember = Pick<
  CommunityInboxEntryFieldsFragment,
  'userId' | 'memberName' | 'day' | 'streak' | 'lastCompletedAt'
> & {
  missedDays: number;
};

/** The members who missed two or more days in a row, each one tap from a conversation. */
export function MissingMembers({
  missing,
  opening,
  onOpen,
}: {
  missing: readonly MissingMember[];
  opening: boolean;
  onOpen: (userId: number) => void;
}) {
  return (
    <section className="admin-card inbox__missing" aria-labelledby="missing-title">
      <h2 id="missing-title" className="admin-card__title">
        {text.missingTitle}
      </h2>
      <p className="muted">{text.missingDescription}</p>
      {missing.length === 0 ? <p className="muted">{text.missingEmpty}</p> : null}
      <ul className="inbox__entries">
        {missing.map((member) => (
          <li key={member.userId} className="inbox__missing-line">
            <span className="inbox__head">
              <strong>{member.memberName}</strong>
              <span className="inbox__unread">{text.missed(member.missedDays)}</span>
            </span>
            <InboxProgress entry={member} />
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={`${text.open}: ${member.memberName}`}
              disabled={opening}
              onClick={() => onOpen(member.userId)}
            >
              <MessageCircle aria-hidden="true" size={18} />
              {text.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
