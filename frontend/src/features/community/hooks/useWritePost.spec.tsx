import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCommunityPostDocument } from '../../../gql/graphql';
import { useWritePost } from './useWritePost';

const UPLOAD_ID = 'c'.repeat(32);
const written = {
  __typename: 'CommunityPost',
  id: 'p1',
  parentId: null,
  author: { __typename: 'CommunityPostAuthor', name: 'Ana P.', trainer: false, day: 3, streak: 2 },
  body: 'Mi rincón',
  pinned: false,
  hidden: false,
  reactions: 0,
  reactedByMe: false,
  replies: 0,
  safetyNote: null,
  photo: { __typename: 'CommunityPhoto', url: '/api/community/photos/f1', width: 1200, height: 900 },
  createdAt: '2026-11-28T10:00:00.000Z',
};
const creating = {
  request: {
    query: CreateCommunityPostDocument,
    variables: { body: 'Mi rincón', parentId: null, photoUploadId: UPLOAD_ID },
  },
  result: { data: { createCommunityPost: written } },
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[creating]}>{children}</MockedProvider>
);
const photo = () => new File([new Uint8Array(8)], 'rincon.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('useWritePost', () => {
  it('uploads the photo through the upload path, then writes the post naming it, shown at once', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ uploadId: UPLOAD_ID }), { status: 201 }));
    vi.stubGlobal('fetch', fetchImpl);
    const dispatch = vi.fn();
    const { result } = renderHook(() => useWritePost(dispatch), { wrapper });
    let refusal: string | null = 'not yet';
    await act(async () => {
      refusal = await result.current('Mi rincón', undefined, photo());
    });
    expect(refusal).toBeNull();
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/uploads/photos');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({
      type: 'mine',
      post: expect.objectContaining({ id: 'p1', photo: written.photo }),
    });
  });

  it("answers the upload's Spanish refusal and writes nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'La imagen debe ser JPEG, PNG o WebP' }), { status: 400 }),
        ),
    );
    const dispatch = vi.fn();
    const { result } = renderHook(() => useWritePost(dispatch), { wrapper });
    let refusal: string | null = null;
    await act(async () => {
      refusal = await result.current('Mi rincón', undefined, photo());
    });
    expect(refusal).toBe('La imagen debe ser JPEG, PNG o WebP');
    expect(dispatch).not.toHaveBeenCalled();
  });
});
