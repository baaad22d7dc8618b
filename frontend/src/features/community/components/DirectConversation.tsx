import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DirectConversationDocument,
  DirectMessagesDocument,
  SendDirectMessageDocument,
  type DirectMessageFieldsFragment,
} from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { communityCopy } from '../community.copy';
import { PostText } from './PostText';
import { Composer } from './Composer';
import { NothingSavedOffline } from './NothingSavedOffline';
import { useLiveSubscription } from '../../../hooks/useLiveSubscription';
import { useOnline } from '../../../hooks/useOnline';
import { lastSavedWhenOffline } from '../lib/read-policy';
import '../community.css';
import '../direct.css';

const time = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Adds messages once each, oldest first. */
export const merged = (
  list: readonly DirectMessageFieldsFragment[],
  more: readonly DirectMessageFieldsFragment[],
): DirectMessageFieldsFragment[] => {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
};

/**
 * The member's private conversation with the coach: the messages (the coach's marked), a box to
 * write, and the coach's replies arriving live.
 */
export function DirectConversation() {
  const copy = communityCopy.messages;
  const online = useOnline();
  const query = useQuery(DirectConversationDocument, { fetchPolicy: lastSavedWhenOffline(online) });
  /** What arrived or was sent since the conversation was read. */
  const [extra, setExtra] = useState<DirectMessageFieldsFragment[]>([]);
  const messages = useMemo(() => merged(query.data?.directConversation.messages ?? [], extra), [query.data, extra]);
  const { cache } = useApolloClient();
  /** On screen, and in the conversation's answer too, so the offline copy saved from it holds it. */
  const keep = (message: DirectMessageFieldsFragment) => {
    setExtra((current) => [...current, message]);
    cache.updateQuery({ query: DirectConversationDocument }, (data) =>
      data
        ? {
            ...data,
            directConversation: {
              ...data.directConversation,
              messages: merged(data.directConversation.messages, [message]),
            },
          }
        : data,
    );
  };
  const [announcement, setAnnouncement] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useLiveSubscription(DirectMessagesDocument, 'directMessages', {
    skip: !query.data,
    onEvent: (message) => {
      keep(message);
      if (message.fromTrainer) setAnnouncement(copy.arrived);
    },
    // read again once live: a message sent before the subscription joined shows too
    onLive: () => void query.refetch().catch(() => undefined),
  });

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const [send] = useMutation(SendDirectMessageDocument);
  const write = async (body: string): Promise<string | null> => {
    try {
      const result = await send({ variables: { body } });
      const message = result.data?.sendDirectMessage;
      if (message) keep(message);
      return null;
    } catch (error) {
      return serverMessageOf(error) ?? copy.composer.failed;
    }
  };

  if (query.error && !query.data) {
    const message = serverMessageOf(query.error);
    return (
      <div className="card group-empty" role="alert">
        <p>{message === undefined ? copy.error : copy.notMember}</p>
      </div>
    );
  }

  if (!online && !query.data) return <NothingSavedOffline />;

  return (
    <section className="dm" aria-busy={query.loading}>
      <ol className="dm__list" aria-label={copy.listLabel}>
        {messages.length === 0 && !query.loading ? <li className="dm__empty muted">{copy.empty}</li> : null}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`dm__message${message.fromTrainer ? ' dm__message--coach' : ' dm__message--mine'}`}
          >
            <article aria-label={`${message.fromTrainer ? copy.coach : copy.you}, ${time(message.createdAt)}`}>
              <header className="dm__meta">
                <span className="dm__author">{message.fromTrainer ? copy.coach : copy.you}</span>
                <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
              </header>
              <PostText body={message.body} />
            </article>
          </li>
        ))}
      </ol>
      <div ref={end} />
      <Composer onSubmit={write} words={copy.composer} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
