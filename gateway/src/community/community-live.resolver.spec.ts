import { CommunityConstants, type PostChangedEvent, type PostDto } from '@reto/contracts/community';
import { forTrainer } from './community-live.resolver.js';

const post = (changes: Partial<PostDto> = {}): PostDto => ({
  id: 'p1',
  groupKey: '2026-12-07',
  parentId: null,
  author: { name: 'Ana P.', trainer: false, day: 12, streak: 3 },
  body: 'Vendo batidos milagro',
  pinned: false,
  reactions: 0,
  reactedByMe: false,
  replies: 0,
  hidden: false,
  safetyNote: null,
  photo: { url: `${CommunityConstants.photoPathPrefix}f1`, width: 1200, height: 900 },
  createdAt: '2026-11-20T18:00:00.000Z',
  ...changes,
});
const event = (change: PostChangedEvent['change'], changes?: Partial<PostDto>): PostChangedEvent => ({
  change,
  post: post(changes),
  changedAt: '2026-11-20T18:00:01.000Z',
});

describe("the trainer's live group", () => {
  it("points a post's photo at the panel's path, which the panel fetches with its credential", () => {
    expect(forTrainer(event('created')).photo).toEqual({
      url: `${CommunityConstants.adminPhotoPathPrefix}f1`,
      width: 1200,
      height: 900,
    });
    expect(forTrainer(event('created', { photo: null })).photo).toBeNull();
  });

  it('keeps the text of a post he hid: he moderates it, unlike the members who only learn it left', () => {
    expect(forTrainer(event('hidden', { hidden: true }))).toMatchObject({
      change: 'hidden',
      body: 'Vendo batidos milagro',
      hidden: true,
    });
  });
});
