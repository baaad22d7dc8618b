import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminCommunityConversationDocument,
  AdminOpenConversationDocument,
  AdminSendDirectMessageDocument,
  type CommunityInboxEntryFieldsFragment,
  type DirectMessageFieldsFragment,
} from '../../../gql/graphql';
import { merged } from '../../community/components/DirectConversation';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';

export interface OpenConversation {
  entry: CommunityInboxEntryFieldsFragment;
  messages: DirectMessageFieldsFragment[];
}

/**
 * The conversation open in the trainer's inbox: opened with a tap (the audited mutation), replied
 * to, its live messages added, and read again (a query that changes nothing) when the inbox's
 * subscription becomes live again, so a message sent while the connection was lost shows too.
 * `afterChange` reads the inbox again once the trainer opened or answered.
 */
export function useOpenConversation(afterChange: () => Promise<unknown>) {
  const client = useApolloClient();
  const [open, { loading: opening }] = useMutation(AdminOpenConversationDocument);
  const [reply] = useMutation(AdminSendDirectMessageDocument);
  const [current, setCurrent] = useState<OpenConversation | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  /** Adds `messages` to the conversation `conversationId` if it is still the open one (and takes its `entry`). */
  const add = (conversationId: string, messages: DirectMessageFieldsFragment[], entry?: OpenConversation['entry']) =>
    setCurrent((shown) =>
      shown?.entry.conversationId === conversationId
        ? { entry: entry ?? shown.entry, messages: merged(shown.messages, messages) }
        : shown,
    );

  const openFor = async (userId: number) => {
    setOpenError(null);
    try {
      const result = await open({ variables: { userId } });
      const conversation = result.data?.adminOpenConversation;
      if (conversation) setCurrent({ entry: conversation.entry, messages: conversation.messages });
      await afterChange();
    } catch (failure) {
      setOpenError(messageOf(failure, adminCopy.community.loadError));
    }
  };

  const send = async (body: string): Promise<string | null> => {
    if (!current) return null;
    try {
      const result = await reply({ variables: { conversationId: current.entry.conversationId, body } });
      const message = result.data?.adminSendDirectMessage;
      if (message) add(message.conversationId, [message]);
      await afterChange();
      return null;
    } catch (failure) {
      return messageOf(failure, adminCopy.community.sendError);
    }
  };

  /** A live message: shown if it belongs to the open conversation. */
  const arrived = (message: DirectMessageFieldsFragment) => add(message.conversationId, [message]);

  /** The open conversation read again from the server (on the subscription's marker). */
  const readAgain = () => {
    if (!current) return;
    const { conversationId } = current.entry;
    void client
      .query({ query: AdminCommunityConversationDocument, variables: { conversationId }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const fresh = data?.adminCommunityConversation;
        if (fresh) add(conversationId, fresh.messages, fresh.entry);
      })
      .catch(() => undefined);
  };

  return { current, opening, openError, openFor, send, arrived, readAgain };
}
