import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CommunityEventsDocument,
  CommunityFeedDocument,
  CommunityPromptDocument,
  type CommunityPostFieldsFragment,
} from '../../../gql/graphql';
import { reportedPost } from '../../admin/components/community-post.fixture';
import { GroupFeed } from './GroupFeed';

const feedData = (posts: CommunityPostFieldsFragment[]) => ({
  __typename: 'Query' as const,
  communityFeed: { __typename: 'CommunityFeed' as const, posts, nextCursor: null },
});
const feed = (posts: CommunityPostFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: CommunityFeedDocument, variables: {} },
  result: { data: feedData(posts) },
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

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => vi.restoreAllMocks());

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
  it('offline, shows the saved page of the group, or says nothing was saved instead of an empty group', async () => {
    offline();
    const saved = new InMemoryCache();
    saved.writeQuery({ query: CommunityFeedDocument, variables: {}, data: feedData([ana]) });
    const { unmount } = render(
      <MockedProvider cache={saved} mocks={[noPrompt, live, feed([ana])]}>
        <GroupFeed />
      </MockedProvider>,
    );
    expect(await screen.findByText('Primer día hecho')).toBeTruthy();
    unmount();
    render(
      <MockedProvider cache={new InMemoryCache()} mocks={[noPrompt]}>
        <GroupFeed />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('not-saved-offline')).textContent).toMatch(/no se guardó/);
    expect(screen.queryByText(/Todavía no hay publicaciones/)).toBeNull();
  });
});
