import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  AdminCommunityConversationDocument,
  AdminCommunityGroupDocument,
  AdminCommunityInboxDocument,
  AdminCommunityMessagesDocument,
  AdminCommunityPromptsDocument,
  AdminCommunityReportsDocument,
  AdminOpenConversationDocument,
  type CommunityInboxEntryFieldsFragment,
  type DirectMessageFieldsFragment,
} from '../../../gql/graphql';
import { CommunityTab } from './CommunityTab';

const inbox = (entries: CommunityInboxEntryFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminCommunityInboxDocument },
  result: { data: { adminCommunityInbox: entries, adminCommunityMissing: [] } },
});
/** The tab's other desks, quiet: no group yet, no prompts, no reports. */
const quietDesks: MockLink.MockedResponse[] = [
  {
    request: { query: AdminCommunityGroupDocument, variables: { groupKey: null } },
    result: {
      data: {
        adminCommunityGroup: { __typename: 'CommunityTrainerFeed', groups: [], groupKey: null, posts: [], replies: [] },
      },
    },
  },
  { request: { query: AdminCommunityPromptsDocument }, result: { data: { adminCommunityPrompts: [] } } },
  { request: { query: AdminCommunityReportsDocument }, result: { data: { adminCommunityReports: [] } } },
];

/** A member's first message, sent after the inbox was read and before its subscription joined. */
const asking: CommunityInboxEntryFieldsFragment = {
  __typename: 'CommunityInboxEntry',
  conversationId: 'c1',
  userId: 7,
  memberName: 'Ana P.',
  unread: 1,
  awaitingSince: '2026-11-28T10:00:00.000Z',
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastMessage: '¿Puedo cambiar la rutina?',
  day: 12,
  streak: 4,
  lastCompletedAt: '2026-11-27T18:00:00.000Z',
};

describe('CommunityTab', () => {
  it('reads the inbox again when its subscription becomes live, listing a message sent while it joined', async () => {
    render(
      <MockedProvider
        mocks={[
          inbox([]),
          ...quietDesks,
          { request: { query: AdminCommunityMessagesDocument }, result: { data: { adminCommunityMessages: null } } },
          inbox([asking]),
        ]}
      >
        <CommunityTab />
      </MockedProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    expect(await within(list).findByText('¿Puedo cambiar la rutina?')).toBeTruthy();
    expect(within(list).getByText('Ana P.')).toBeTruthy();
  });

  it('reads the open conversation again when its subscription is live again, showing a message sent while the connection was lost', async () => {
    const message = (id: string, body: string, createdAt: string): DirectMessageFieldsFragment => ({
      __typename: 'DirectMessage',
      id,
      conversationId: 'c1',
      fromTrainer: false,
      authorName: 'Ana P.',
      body,
      createdAt,
    });
    const asked = message('m1', '¿Puedo cambiar la rutina?', '2026-11-28T10:00:00.000Z');
    const whileAway = message('m2', 'Hoy no pude entrenar', '2026-11-28T11:00:00.000Z');
    const opened = { __typename: 'CommunityTrainerConversation' as const, entry: asking, messages: [asked] };
    // the subscription, played by the test: each of its markers (joined, joined again) when it says
    const live = new Subject<ApolloLink.Result>();
    const link = ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
      },
      new ApolloLink(() => live),
      new MockLink([
        { ...inbox([asking]), maxUsageCount: Number.POSITIVE_INFINITY },
        ...quietDesks,
        {
          request: { query: AdminOpenConversationDocument, variables: { userId: 7 } },
          result: { data: { adminOpenConversation: opened } },
        },
        {
          request: { query: AdminCommunityConversationDocument, variables: { conversationId: 'c1' } },
          result: { data: { adminCommunityConversation: { ...opened, messages: [asked, whileAway] } } },
        },
      ]),
    );
    render(
      <MockedProvider link={link}>
        <CommunityTab />
      </MockedProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    fireEvent.click(within(list).getByRole('button', { name: /Ana P\./ }));
    const conversation = await screen.findByRole('list', { name: 'Conversación con Ana P.' });
    expect(await within(conversation).findByText('¿Puedo cambiar la rutina?')).toBeTruthy();
    expect(within(conversation).queryByText('Hoy no pude entrenar')).toBeNull();

    // the connection came back: the subscription's marker again
    act(() => live.next({ data: { adminCommunityMessages: null } }));
    expect(await within(conversation).findByText('Hoy no pude entrenar')).toBeTruthy();
  });
});
