import { Injectable, type OnModuleInit } from '@nestjs/common';
import { publicNameOf, type StoredPhotoDto } from '@reto/contracts';
import type { CreatePostCommand, PostDto, PostPageDto, PostWithRepliesDto } from '@reto/contracts/community';
import { compileSafetyPatterns } from '@reto/contracts/safety/safety-phrases';
import { Clock, takePhoto, UploadStash } from '@reto/platform';
import { CommunityErrors, mutedError } from '../community.errors.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { replyNotification } from '../notifications/member-notifications.js';
import { MembersService, progressOf } from '../members/members.service.js';
import { cursorOf, positionOf } from './feed-cursor.js';
import { toPostDto } from './post.mapper.js';
import type { PostEntity } from './post.entity.js';
import { PostRateLimit } from './post-rate-limit.service.js';
import { PostsRepository } from './posts.repository.js';

/**
 * The edition group as its members use it: the feed, a post with its replies, writing and
 * reacting. A member reaches only their own group's posts: any other answers 404, exactly as a
 * post that does not exist, so nobody learns what other groups hold.
 */
@Injectable()
export class PostsService implements OnModuleInit {
  constructor(
    private readonly posts: PostsRepository,
    private readonly members: MembersService,
    private readonly rateLimit: PostRateLimit,
    private readonly uploads: UploadStash,
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /** Every post shows the safety note when it touches health: its patterns compiled before the first request. */
  onModuleInit(): void {
    compileSafetyPatterns();
  }

  async feed(userId: number, limit: number, cursor: string | undefined): Promise<PostPageDto> {
    const groupKey = await this.members.groupOf(userId);
    const after = cursor === undefined ? null : positionOf(cursor);
    if (cursor !== undefined && after === null) throw CommunityErrors.invalidCursor();
    const rows = await this.posts.feed(groupKey, limit + 1, after);
    const page = rows.slice(0, limit);
    return {
      groupKey,
      posts: await this.dtos(userId, page),
      nextCursor: rows.length > limit ? cursorOf(page.at(-1)!) : null,
    };
  }

  async get(userId: number, postId: string): Promise<PostWithRepliesDto> {
    const post = await this.ownGroupPost(userId, postId);
    const replies = await this.posts.replies(post.id);
    const [dto, ...replyDtos] = await this.dtos(userId, [post, ...replies]);
    return { post: dto!, replies: replyDtos };
  }

  async create(command: CreatePostCommand): Promise<PostDto> {
    const { userId } = command.member;
    const groupKey = await this.members.groupOf(userId);
    const parent = command.parentId ? await this.ownGroupPost(userId, command.parentId, { topLevel: true }) : null;
    const mute = await this.posts.mutedUntil(userId);
    if (mute && mute.mutedUntil > this.clock.now()) throw mutedError(mute.mutedUntil);
    await this.rateLimit.consume(userId);
    // Re-encoded before the transaction (seconds of CPU for a large photo hold no row locks).
    const photo = command.photoKey ? await takePhoto(this.uploads, command.photoKey) : null;
    const saved = await this.posts.transaction(async (tx) => {
      const post = await this.posts.insert(tx, {
        groupKey,
        parentId: command.parentId ?? null,
        authorUserId: userId,
        authorName: publicNameOf(command.name),
        trainer: false,
        body: command.body,
        createdAt: this.clock.now(),
        photo,
      });
      if (parent) await this.notifications.notify(tx, replyNotification(parent, post));
      return post;
    });
    return (await this.dtos(userId, [saved]))[0]!;
  }

  async react(userId: number, postId: string, on: boolean): Promise<PostDto> {
    await this.ownGroupPost(userId, postId);
    await this.posts.transaction((tx) => this.posts.react(tx, postId, userId, on));
    return toPostDto((await this.posts.find(postId))!, on);
  }

  /** A member reports a post of their group; a second report of the same post counts once. */
  async report(userId: number, postId: string): Promise<{ reported: true }> {
    await this.ownGroupPost(userId, postId);
    await this.posts.transaction((tx) => this.posts.report(tx, postId, userId, this.clock.now()));
    return { reported: true };
  }

  /** A photo of a post of the member's group; 404 for any other photo, or one of a hidden post, as for the post. */
  async photo(userId: number, photoId: string): Promise<StoredPhotoDto> {
    const groupKey = await this.members.groupOf(userId);
    const photo = await this.posts.findPhoto(photoId);
    if (!photo || photo.hidden || photo.groupKey !== groupKey) throw CommunityErrors.photoNotFound();
    return { contentType: photo.contentType, dataBase64: photo.bytes.toString('base64') };
  }

  /** A post of the member's own group (a top-level one when replying); 404 for any other, or a hidden one. */
  private async ownGroupPost(userId: number, postId: string, { topLevel = false } = {}): Promise<PostEntity> {
    const groupKey = await this.members.groupOf(userId);
    const post = await this.posts.find(postId);
    if (!post || post.hidden || post.groupKey !== groupKey || (topLevel && post.parentId !== null))
      throw CommunityErrors.postNotFound();
    return post;
  }

  private async dtos(userId: number, posts: PostEntity[]): Promise<PostDto[]> {
    const mine = await this.posts.reactedBy(
      userId,
      posts.map((post) => post.id),
    );
    const authors = await this.members.byIds([
      ...new Set(posts.flatMap((post) => (post.authorUserId === null ? [] : [post.authorUserId]))),
    ]);
    const now = this.clock.now();
    return posts.map((post) => {
      const author = post.authorUserId === null ? undefined : authors.get(post.authorUserId);
      return toPostDto(post, mine.has(post.id), author ? progressOf(author, now) : null);
    });
  }
}
