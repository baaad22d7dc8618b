import { useQuery } from '@apollo/client/react';
import { AdminCommunityInboxDocument, AdminCommunityMessagesDocument } from '../../../gql/graphql';
import { useLiveSubscription } from '../../../hooks/useLiveSubscription';
import { adminCopy } from '../admin.copy';
import { useOpenConversation } from '../hooks/useOpenConversation';
import { messageOf } from '../lib';
import { GroupDesk } from './GroupDesk';
import { InboxConversation } from './InboxConversation';
import { InboxProgress, when } from './InboxProgress';
import { MissingMembers } from './MissingMembers';
import { ModerationQueue } from './ModerationQueue';
import { PanelState } from './PanelState';
import { PromptsDesk } from './PromptsDesk';
import '../../community/community.css';
import '../CommunityTab.css';

const text = adminCopy.community;
/**
 * Comunidad: the trainer's inbox (conversations with their unread counts, oldest unanswered first,
 * the member's day, streak and last completion beside each), the open conversation with a reply
 * box, the members who missed two or more days in a row, each one tap from a conversation, and
 * the group's reported posts (hide, restore, pause the author). New messages arrive live, and
 * after a lost connection the inbox and the open conversation are read again.
 */
export function CommunityTab() {
  const { data, loading, error, refetch } = useQuery(AdminCommunityInboxDocument, { fetchPolicy: 'network-only' });
  const { current, opening, openError, openFor, send, arrived, readAgain } = useOpenConversation(refetch);

  useLiveSubscription(AdminCommunityMessagesDocument, 'adminCommunityMessages', {
    // once the inbox is read: a read again on the marker is then sent after the subscription joined
    skip: !data,
    onEvent: (event) => {
      arrived(event.message);
      void refetch();
    },
    // read again once live (joined, or joined again after a lost connection): a message sent
    // meanwhile shows in the inbox and in the open conversation
    onLive: () => {
      void refetch();
      readAgain();
    },
  });

  if (loading && !data) return <PanelState loading error={null} />;
  if (error && !data) return <PanelState loading={false} error={messageOf(error, text.loadError)} />;
  const inbox = data?.adminCommunityInbox ?? [];
  const missing = data?.adminCommunityMissing ?? [];

  return (
    <div className="inbox">
      <section className="admin-card inbox__list" aria-labelledby="inbox-title">
        <h2 id="inbox-title" className="admin-card__title">
          {text.title}
        </h2>
        <p className="muted">{text.description}</p>
        {inbox.length === 0 ? <p className="muted">{text.empty}</p> : null}
        <ul aria-label={text.inboxLabel} className="inbox__entries">
          {inbox.map((entry) => (
            <li key={entry.conversationId}>
              <button
                type="button"
                className="inbox__entry"
                aria-current={current?.entry.conversationId === entry.conversationId ? 'true' : undefined}
                disabled={opening}
                onClick={() => void openFor(entry.userId)}
              >
                <span className="inbox__head">
                  <strong>{entry.memberName}</strong>
                  {entry.unread > 0 ? <span className="inbox__unread">{text.unread(entry.unread)}</span> : null}
                </span>
                <span className="inbox__status muted">
                  {entry.awaitingSince
                    ? text.waiting(when(entry.awaitingSince))
                    : entry.lastMessageAt
                      ? text.answered
                      : text.quiet}
                </span>
                {entry.lastMessage ? <span className="inbox__last">{entry.lastMessage}</span> : null}
                <InboxProgress entry={entry} />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="admin-card inbox__conversation"
        aria-label={current ? text.conversationLabel(current.entry.memberName) : text.pick}
      >
        {openError ? (
          <p role="alert" className="group-composer__error">
            {openError}
          </p>
        ) : null}
        {current ? <InboxConversation current={current} onReply={send} /> : <p className="muted">{text.pick}</p>}
      </section>

      <MissingMembers missing={missing} opening={opening} onOpen={(userId) => void openFor(userId)} />
      <GroupDesk />
      <PromptsDesk />
      <ModerationQueue />
    </div>
  );
}
