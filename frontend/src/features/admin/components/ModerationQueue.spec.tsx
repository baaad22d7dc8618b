import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminCommunityReportsDocument,
  AdminHideCommunityPostDocument,
  AdminMuteCommunityMemberDocument,
} from '../../../gql/graphql';
import { ModerationQueue } from './ModerationQueue';
import { reportedPost } from './community-post.fixture';

const line = (hidden: boolean) => ({
  __typename: 'CommunityReport' as const,
  reports: 2,
  lastReportedAt: '2026-11-20T12:00:00Z',
  post: reportedPost({ hidden }),
});
const reports = (hidden: boolean): MockLink.MockedResponse => ({
  request: { query: AdminCommunityReportsDocument },
  result: { data: { adminCommunityReports: [line(hidden)] } },
});

const renderQueue = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ModerationQueue />
    </MockedProvider>,
  );

describe('ModerationQueue', () => {
  it('lists each reported post once and hides it: the list then shows it hidden, to restore', async () => {
    renderQueue([
      reports(false),
      {
        request: { query: AdminHideCommunityPostDocument, variables: { id: 'p1', hidden: true } },
        result: { data: { adminHideCommunityPost: reportedPost({ hidden: true }) } },
      },
      reports(true),
    ]);
    expect(await screen.findByText('2 reportes')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Publicaciones reportadas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Ocultar' }));
    expect(await within(list).findByRole('button', { name: 'Restaurar' })).toBeTruthy();
    expect(within(list).getByText('Oculta')).toBeTruthy();
  });

  it('pauses the author for the period chosen and says until when', async () => {
    renderQueue([
      reports(false),
      {
        request: { query: AdminMuteCommunityMemberDocument, variables: { postId: 'p1', hours: 24 } },
        result: {
          data: {
            adminMuteCommunityMember: {
              __typename: 'CommunityMute',
              authorName: 'Ana P.',
              mutedUntil: '2026-11-21T12:00:00Z',
            },
          },
        },
      },
      reports(false),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Ana P\. no puede publicar hasta el /);
  });

  it('says so when nobody reported anything', async () => {
    renderQueue([
      { request: { query: AdminCommunityReportsDocument }, result: { data: { adminCommunityReports: [] } } },
    ]);
    expect(await screen.findByText('Nadie ha reportado publicaciones.')).toBeTruthy();
  });
});
