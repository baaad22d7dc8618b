import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminCommunityGroupDocument,
  AdminCommunityGroupEventsDocument,
  AdminCommunityPostDocument,
  AdminPinCommunityPostDocument,
  type CommunityPostFieldsFragment,
} from '../../../gql/graphql';
import { reportedPost } from './community-post.fixture';
import { GroupDesk } from './GroupDesk';

const GROUP = '2026-12-28';
const coachPost = (changes: Partial<CommunityPostFieldsFragment> = {}) =>
  reportedPost({
    id: 'c1',
    author: { __typename: 'CommunityPostAuthor', name: 'Laura', trainer: true, day: null, streak: 0 },
    body: 'Hoy, la plancha bien hecha',
    ...changes,
  });
const groupWith = (
  posts: CommunityPostFieldsFragment[],
  replies: CommunityPostFieldsFragment[] = [],
): MockLink.MockedResponse => ({
  request: { query: AdminCommunityGroupDocument, variables: { groupKey: null } },
  result: {
    data: {
      adminCommunityGroup: { __typename: 'CommunityTrainerFeed', groups: [GROUP], groupKey: GROUP, posts, replies },
    },
  },
});
const UPLOAD_ID = 'a'.repeat(32);

/** The group's live subscription, open and quiet (no change arrives) unless a test's mocks send one first. */
const quietGroup: MockLink.MockedResponse = {
  request: { query: AdminCommunityGroupEventsDocument, variables: { groupKey: GROUP } },
  delay: Infinity,
};

const renderDesk = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={[...mocks, quietGroup]}>
      <GroupDesk />
    </MockedProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('GroupDesk', () => {
  it('pins a post of the group and then offers to unpin it', async () => {
    renderDesk([
      groupWith([coachPost()]),
      {
        request: { query: AdminPinCommunityPostDocument, variables: { id: 'c1', pinned: true } },
        result: { data: { adminPinCommunityPost: coachPost({ pinned: true }) } },
      },
      groupWith([coachPost({ pinned: true })]),
    ]);
    const list = await screen.findByRole('list', { name: 'Últimas publicaciones del grupo' });
    expect(within(list).getByText('Entrenador')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Fijar arriba' }));
    const unpin = await within(list).findByRole('button', { name: 'Dejar de fijar' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getByText('Fijado')).toBeTruthy();
  });

  it("uploads the trainer's photo through the upload path, then posts in the group naming it", async () => {
    const fetchImpl = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        url === '/api/uploads/photos'
          ? new Response(JSON.stringify({ uploadId: UPLOAD_ID }), { status: 201 })
          : new Response(new Blob([new Uint8Array(4)], { type: 'image/webp' })),
      ),
    );
    vi.stubGlobal('fetch', fetchImpl);
    URL.createObjectURL = vi.fn(() => 'blob:plancha');
    const written = coachPost({
      id: 'c2',
      body: 'Así se hace',
      photo: { __typename: 'CommunityPhoto', url: '/api/admin/community/photos/x', width: 1200, height: 900 },
    });
    renderDesk([
      groupWith([]),
      {
        request: {
          query: AdminCommunityPostDocument,
          variables: { groupKey: GROUP, body: 'Así se hace', parentId: null, photoUploadId: UPLOAD_ID },
        },
        result: { data: { adminCommunityPost: written } },
      },
      groupWith([written]),
    ]);
    const field = await screen.findByLabelText('Publicar como coach');
    fireEvent.change(field, { target: { value: 'Así se hace' } });
    const form = field.closest('form')!;
    const picker = within(form).getByLabelText('Foto', { selector: 'input' });
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(8)], 'plancha.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar' }));
    // the trainer sees the photo he shared, as the group's members do
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: 'Foto que compartió Laura' }).getAttribute('src')).toBe('blob:plancha'),
      { timeout: 5000 },
    );
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['/api/uploads/photos', '/api/admin/community/photos/x']);
  });

  it('shows each post with its replies under it, oldest first, the trainer’s marked', async () => {
    const question = reportedPost({ id: 'm1', body: '¿Cuántas series de plancha?', replies: 2 });
    const other = reportedPost({ id: 'm2', body: 'Día 5 hecho' });
    renderDesk([
      groupWith(
        [question, other],
        [
          reportedPost({
            id: 'r1',
            parentId: 'm1',
            body: 'Yo hago tres',
            author: { ...other.author, name: 'Luis G.' },
          }),
          coachPost({ id: 'r2', parentId: 'm1', body: 'Tres de 30 segundos' }),
        ],
      ),
    ]);
    const thread = await screen.findByRole('list', { name: 'Respuestas a Ana P.' });
    const replies = within(thread).getAllByRole('listitem');
    expect(replies.map((reply) => reply.textContent)).toEqual([
      expect.stringContaining('Luis G.Yo hago tres'),
      expect.stringContaining('LauraEntrenadorTres de 30 segundos'),
    ]);
    const posts = within(screen.getByRole('list', { name: 'Últimas publicaciones del grupo' })).getAllByRole('article');
    expect(within(posts[1]!).queryByRole('list')).toBeNull();
  });

  it("shows a member's new post in the chosen group as it arrives live, without a reload", async () => {
    const memberPost = reportedPost({ id: 'm1', body: 'Terminé el día 3 sin parar' });
    renderDesk([
      groupWith([coachPost()]),
      {
        request: { query: AdminCommunityGroupEventsDocument, variables: { groupKey: GROUP } },
        result: {
          data: {
            adminCommunityGroupEvents: { __typename: 'CommunityLiveEvent', change: 'created', post: memberPost },
          },
        },
        delay: 20,
      },
      groupWith([memberPost, coachPost()]),
    ]);
    const list = await screen.findByRole('list', { name: 'Últimas publicaciones del grupo' });
    expect(within(list).queryByText('Terminé el día 3 sin parar')).toBeNull();
    expect(await within(list).findByText('Terminé el día 3 sin parar')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('reads the group again when its subscription becomes live, showing a post written while it joined', async () => {
    render(
      <MockedProvider
        mocks={[
          groupWith([coachPost()]),
          {
            request: { query: AdminCommunityGroupEventsDocument, variables: { groupKey: GROUP } },
            result: { data: { adminCommunityGroupEvents: null } },
          },
          groupWith([reportedPost({ id: 'p9', body: 'Terminé la rutina sin parar' }), coachPost()]),
        ]}
      >
        <GroupDesk />
      </MockedProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Últimas publicaciones del grupo' });
    expect(await within(list).findByText('Terminé la rutina sin parar')).toBeTruthy();
  });
});
