import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CommunityEventsDocument,
  CommunityFeedDocument,
  CommunityPromptDocument,
  type CommunityPostFieldsFragment,
} from '../../../gql/graphql';
import { reportedPost } from '../../admin/components/community-post.fixture';
import { GroupFeed } from './GroupFeed';

const feed = (posts: CommunityPostFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: CommunityFeedDocument, variables: {} },
  result: { data: { communityFeed: { __typename: 'CommunityFeed', posts, nextCursor: null } } },
});
const noPrompt: MockLink.MockedResponse = {
  request: { query: CommunityPromptDocument },
  result: { data: { communityPrompt: { __typename: 'CommunityPrompt', day: null, prompt: null } } },
};
/** The subscription's first event: its null, once it receives every change. */
const live: MockLink.MockedResponse = {
  request: { query: CommunityEventsDocument },
  result: { data: { communityEvents: null } },
};

const ana = reportedPost({ id: 'p1', body: 'Primer día hecho', createdAt: '2026-11-20T10:00:00Z' });
/** Written by another member after the page's read, before its subscription joined. */
const luis = reportedPost({
  id: 'p2',
  author: { __typename: 'CommunityPostAuthor', name: 'Luis R.', trainer: false, day: 4, streak: 1 },
  body: 'Terminé la rutina sin parar',
  createdAt: '2026-11-20T11:00:00Z',
});

describe('GroupFeed', () => {
  it('reads the first page again when its subscription becomes live, showing a post written while it joined', async () => {
    render(
      <MockedProvider mocks={[noPrompt, feed([ana]), live, feed([luis, ana])]}>
        <GroupFeed />
      </MockedProvider>,
    );
    const group = await screen.findByLabelText('Tu grupo');
    expect(await within(group).findByText('Terminé la rutina sin parar')).toBeTruthy();
    expect(within(group).getByText('Primer día hecho')).toBeTruthy();
  });
});
