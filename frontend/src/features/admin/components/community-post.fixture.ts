import type { CommunityPostFieldsFragment } from '../../../gql/graphql';

/** A reported post of the group as the panel reads it. */
export const reportedPost = (changes: Partial<CommunityPostFieldsFragment> = {}): CommunityPostFieldsFragment => ({
  __typename: 'CommunityPost',
  id: 'p1',
  parentId: null,
  author: { __typename: 'CommunityPostAuthor', name: 'Ana P.', trainer: false, day: 4, streak: 3 },
  body: 'Compra aquí https://spam.example',
  photo: null,
  pinned: false,
  hidden: false,
  reactions: 0,
  reactedByMe: false,
  replies: 0,
  safetyNote: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...changes,
});
