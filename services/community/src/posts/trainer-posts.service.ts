import { Injectable } from '@nestjs/common';
import type { AdminActor, StoredPhotoDto } from '@reto/contracts';
import type { MuteDto, PostDto, ReportedPostDto, TrainerFeedDto } from '@reto/contracts/community';
import { appendAuditEvent, Clock, takePhoto, UploadStash } from '@reto/platform';
import { MembersService } from '../members/members.service.js';
import { CommunityErrors } from '../community.errors.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { replyNotification } from '../notifications/member-notifications.js';
import { toTrainerPostDto } from './post.mapper.js';
import { PostsRepository } from './posts.repository.js';

/** How many reported posts the trainer's list shows at once. */
const REPORTS_LISTED = 100;
const HOUR_MS = 3_600_000;
/** How many of a group's latest posts the trainer's panel shows. */
const TRAINER_FEED_POSTS = 30;

/**
 * The trainer in the groups: posts marked as theirs, pinning, hiding and restoring, muting a
 * member, and the reported posts. Every action is recorded in the audit log (with the change).
 */
@Injectable()
export class TrainerPostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly members: MembersService,
    private readonly notifications: NotificationsRepository,
    private readonly uploads: UploadStash,
    private readonly clock: Clock,
  ) {}

  /** The trainer's post or reply, with an optional photo (re-encoded as a member's), audited. */
  async create(
    actor: AdminActor,
    command: { groupKey: string; body: string; parentId?: string; photoKey: string | null },
    requestId: string | null = null,
  ): Promise<PostDto> {
    const { groupKey, body, parentId } = command;
    if (!(await this.members.groupKeys()).includes(groupKey)) throw CommunityErrors.groupNotFound();
    const parent = parentId ? await this.posts.find(parentId) : null;
    if (parentId && (!parent || parent.groupKey !== groupKey || parent.parentId !== null))
      throw CommunityErrors.postNotFound();
    // Re-encoded before the transaction (seconds of CPU for a large photo hold no row locks).
    const photo = command.photoKey ? await takePhoto(this.uploads, command.photoKey) : null;
    const saved = await this.posts.transaction(async (tx) => {
      const post = await this.posts.insert(tx, {
        groupKey,
        parentId: parentId ?? null,
        authorUserId: null,
        authorName: actor.username,
        trainer: true,
        body,
        photo,
        createdAt: this.clock.now(),
      });
      if (parent) await this.notifications.notify(tx, replyNotification(parent, post));
      const audit = {
        action: 'community_post.created' as const,
        actor,
        target: targetOf(post),
        before: null,
        after: { body, photo: photo !== null, ...(parent ? { parentId: parent.id } : {}) },
        requestId,
      };
      await appendAuditEvent(tx.manager, 'community', audit, this.clock.now());
      return post;
    });
    return toTrainerPostDto(saved);
  }

  /**
   * Every group (newest first), the latest posts of `groupKey` (the newest group when absent),
   * pinned first, and their replies, oldest first.
   */
  async feed(groupKey: string | undefined): Promise<TrainerFeedDto> {
    const groups = await this.members.groupKeys();
    const chosen = groupKey ?? groups[0] ?? null;
    if (chosen === null) return { groups, groupKey: null, posts: [], replies: [] };
    if (!groups.includes(chosen)) throw CommunityErrors.groupNotFound();
    const posts = await this.posts.feed(chosen, TRAINER_FEED_POSTS, null);
    const replies = await this.posts.repliesOf(posts.map((post) => post.id));
    return { groups, groupKey: chosen, posts: posts.map(toTrainerPostDto), replies: replies.map(toTrainerPostDto) };
  }

  async pin(actor: AdminActor, postId: string, pinned: boolean, requestId: string | null = null): Promise<PostDto> {
    const post = await this.posts.find(postId);
    if (!post || post.parentId !== null) throw CommunityErrors.postNotFound();
    const saved = await this.posts.transaction((tx) =>
      this.posts.setFlag(tx, postId, { pinned }, pinned ? 'pinned' : 'unpinned', {
        action: pinned ? 'community_post.pinned' : 'community_post.unpinned',
        actor,
        target: targetOf(post),
        before: { pinned: post.pinned },
        after: { pinned },
        requestId,
      }),
    );
    return toTrainerPostDto(saved);
  }

  /** Hides a post (it vanishes from every member's screen) or restores it. */
  async hide(actor: AdminActor, postId: string, hidden: boolean, requestId: string | null): Promise<PostDto> {
    const post = await this.posts.find(postId);
    if (!post) throw CommunityErrors.postNotFound();
    const saved = await this.posts.transaction((tx) =>
      this.posts.setFlag(tx, postId, { hidden }, hidden ? 'hidden' : 'restored', {
        action: hidden ? 'community_post.hidden' : 'community_post.restored',
        actor,
        target: targetOf(post),
        before: { hidden: post.hidden },
        after: { hidden },
        requestId,
      }),
    );
    return toTrainerPostDto(saved);
  }

  /** Pauses the author of `postId` in the group for `hours` (0 lifts the pause). */
  async mute(actor: AdminActor, postId: string, hours: number, requestId: string | null): Promise<MuteDto> {
    const post = await this.posts.find(postId);
    if (!post) throw CommunityErrors.postNotFound();
    if (post.authorUserId === null) throw CommunityErrors.invalidMute();
    const until = hours === 0 ? null : new Date(this.clock.now().getTime() + hours * HOUR_MS);
    await this.posts.transaction((tx) =>
      this.posts.mute(tx, post.authorUserId!, until, {
        action: until ? 'community_member.muted' : 'community_member.unmuted',
        actor,
        target: `${post.authorName} (miembro ${post.authorUserId})`,
        before: null,
        after: { mutedUntil: until?.toISOString() ?? null, hours },
        requestId,
      }),
    );
    return { mutedUntil: until?.toISOString() ?? null, authorName: post.authorName };
  }

  /**
   * Any post's or reply's photo, whatever its group and whether it is hidden: the trainer sees
   * what he moderates (hiding a post does not hide it from him). 404 only when no post holds it.
   */
  async photo(photoId: string): Promise<StoredPhotoDto> {
    const photo = await this.posts.findPhoto(photoId);
    if (!photo) throw CommunityErrors.photoNotFound();
    return { contentType: photo.contentType, dataBase64: photo.bytes.toString('base64') };
  }

  /** The reported posts, one line each with how many members reported it. */
  async reports(): Promise<ReportedPostDto[]> {
    const rows = await this.posts.reported(REPORTS_LISTED);
    return rows.map(({ post, reports, lastReportedAt }) => ({
      post: toTrainerPostDto(post),
      reports,
      lastReportedAt: lastReportedAt.toISOString(),
    }));
  }
}

/** How the audit log names a post: its author, group and the start of its text. */
const targetOf = (post: { id: string; authorName: string; groupKey: string; body: string }) =>
  `${post.authorName} en el grupo ${post.groupKey}: «${[...post.body].slice(0, 60).join('')}» (${post.id})`;
