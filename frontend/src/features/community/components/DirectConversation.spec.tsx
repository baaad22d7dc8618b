import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DirectConversationDocument,
  DirectMessagesDocument,
  type DirectMessageFieldsFragment,
} from '../../../gql/graphql';
import { DirectConversation } from './DirectConversation';

const message = (id: string, fromTrainer: boolean, body: string, createdAt: string): DirectMessageFieldsFragment => ({
  __typename: 'DirectMessage',
  id,
  conversationId: 'c1',
  fromTrainer,
  authorName: fromTrainer ? 'Emilio' : 'Ana P.',
  body,
  createdAt,
});
const conversation = (messages: DirectMessageFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: DirectConversationDocument },
  result: { data: { directConversation: { __typename: 'DirectConversation', id: 'c1', unread: 0, messages } } },
});

const asked = message('m1', false, '¿Puedo cambiar la rutina?', '2026-11-28T10:00:00.000Z');
/** The coach's answer, sent after the page's read and before its subscription joined. */
const answered = message('m2', true, 'Sí, cambia el martes por el jueves', '2026-11-28T10:05:00.000Z');

describe('DirectConversation', () => {
  it("reads the conversation again when its subscription becomes live, showing the coach's message sent while it joined", async () => {
    render(
      <MockedProvider
        mocks={[
          conversation([asked]),
          { request: { query: DirectMessagesDocument }, result: { data: { directMessages: null } } },
          conversation([asked, answered]),
        ]}
      >
        <DirectConversation />
      </MockedProvider>,
    );
    expect(await screen.findByText('Sí, cambia el martes por el jueves')).toBeTruthy();
    expect(screen.getByText('¿Puedo cambiar la rutina?')).toBeTruthy();
  });
});
