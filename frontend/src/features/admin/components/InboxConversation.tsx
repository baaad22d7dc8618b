import type { CommunityInboxEntryFieldsFragment, DirectMessageFieldsFragment } from '../../../gql/graphql';
import { Composer } from '../../community/components/Composer';
import { PostText } from '../../community/components/PostText';
import { adminCopy } from '../admin.copy';
import { InboxProgress, when } from './InboxProgress';

const text = adminCopy.community;

/** The open conversation with one member: their progress, the messages, oldest first, and the reply box. */
export function InboxConversation({
  current,
  onReply,
}: {
  current: { entry: CommunityInboxEntryFieldsFragment; messages: DirectMessageFieldsFragment[] };
  onReply: (body: string) => Promise<string | null>;
}) {
  return (
    <>
      <h2 className="admin-card__title">{current.entry.memberName}</h2>
      <InboxProgress entry={current.entry} />
      {current.messages.length === 0 ? <p className="muted">{text.noMessages}</p> : null}
      <ol className="dm__list" aria-label={text.conversationLabel(current.entry.memberName)}>
        {current.messages.map((message) => (
          <li
            key={message.id}
            className={`dm__message${message.fromTrainer ? ' dm__message--mine' : ' dm__message--coach'}`}
          >
            <article
              aria-label={`${message.fromTrainer ? text.coach : current.entry.memberName}, ${when(message.createdAt)}`}
            >
              <header className="dm__meta">
                <span className="dm__author">{message.fromTrainer ? text.coach : current.entry.memberName}</span>
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              </header>
              <PostText body={message.body} />
            </article>
          </li>
        ))}
      </ol>
      <Composer
        onSubmit={onReply}
        words={{
          label: text.replyLabel,
          placeholder: text.replyPlaceholder,
          submit: text.send,
          sending: text.sending,
        }}
      />
    </>
  );
}
