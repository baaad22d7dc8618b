import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { InMemoryCache } from '@apollo/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DirectConversationDocument,
  DirectMessagesDocument,
  SendDirectMessageDocument,
  type DirectMessageFieldsFragment,
} from '../../../gql/graphql';
import { DirectConversation } from './DirectConversation';

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => vi.restoreAllMocks());

const message = (id: string, fromTrainer: boolean, body: string, createdAt: string): DirectMessageFieldsFragment => ({
  __typename: 'DirectMessage',
  id,
  conversationId: 'c1',
  fromTrainer,
  authorName: fromTrainer ? 'Emilio' : 'Ana P.',
  body,
  createdAt,
});
const conversationData = (messages: DirectMessageFieldsFragment[]) => ({
  __typename: 'Query' as const,
  directConversation: { __typename: 'DirectConversation' as const, id: 'c1', unread: 0, messages },
});
const conversation = (messages: DirectMessageFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: DirectConversationDocument },
  result: { data: conversationData(messages) },
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

  it('keeps a sent message in the conversation as read, which the offline copy is saved from', async () => {
    const cache = new InMemoryCache();
    const sent = message('m3', false, '¿Puedo hacer la rutina por la noche?', '2026-11-28T11:00:00.000Z');
    render(
      <MockedProvider
        cache={cache}
        mocks={[
          conversation([asked]),
          { request: { query: DirectMessagesDocument }, result: { data: { directMessages: null } } },
          conversation([asked, answered]),
          {
            request: { query: SendDirectMessageDocument, variables: { body: sent.body } },
            result: { data: { sendDirectMessage: sent } },
          },
        ]}
      >
        <DirectConversation />
      </MockedProvider>,
    );
    // once live, the conversation was read again
    await screen.findByText('Sí, cambia el martes por el jueves');
    fireEvent.change(screen.getByLabelText('Escribe a tu entrenador'), { target: { value: sent.body } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The answer the offline copy is saved from holds it once it is sent.
    const saved = () => cache.readQuery({ query: DirectConversationDocument })?.directConversation.messages;
    await vi.waitFor(() => expect(saved()?.map(({ id }) => id)).toEqual(['m1', 'm2', 'm3']));
    // and the page shows it (its render follows the cache's write, in a later turn on a busy host)
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
  it('offline, shows the saved conversation, or says nothing was saved instead of an empty one', async () => {
    offline();
    const saved = new InMemoryCache();
    saved.writeQuery({ query: DirectConversationDocument, data: conversationData([asked]) });
    const { unmount } = render(
      <MockedProvider
        cache={saved}
        mocks={[
          { request: { query: DirectMessagesDocument }, result: { data: { directMessages: null } } },
          conversation([asked]),
        ]}
      >
        <DirectConversation />
      </MockedProvider>,
    );
    expect(await screen.findByText('¿Puedo cambiar la rutina?')).toBeTruthy();
    unmount();
    render(
      <MockedProvider cache={new InMemoryCache()}>
        <DirectConversation />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('not-saved-offline')).textContent).toMatch(/no se guardó/);
    expect(screen.queryByText(/Todavía no hay mensajes/)).toBeNull();
  });
});
