import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminCommunityGroupDocument,
  AdminCommunityInboxDocument,
  AdminCommunityMessagesDocument,
  AdminCommunityPromptsDocument,
  AdminCommunityReportsDocument,
  type CommunityInboxEntryFieldsFragment,
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
});
