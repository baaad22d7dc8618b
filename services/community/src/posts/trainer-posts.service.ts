import { Injectable } from '@nestjs/common';
import type { PostDto } from '@reto/contracts/community';
import { Clock } from '@reto/platform';
import { CommunityErrors } from '../community.errors.js';
import { toPostDto } from './post.mapper.js';
import { PostsRepository } from './posts.repository.js';

/** The trainer in the groups: posts marked as theirs, and pinning. */
@Injectable()
export class TrainerPostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly clock: Clock,
  ) {}

  async create(trainerName: string, groupKey: string, body: string, parentId?: string): Promise<PostDto> {
    if (parentId) {
      const parent = await this.posts.find(parentId);
      if (!parent || parent.groupKey !== groupKey || parent.parentId !== null) throw CommunityErrors.postNotFound();
    }
    const saved = await this.posts.transaction((tx) =>
      this.posts.insert(tx, {
        groupKey,
        parentId: parentId ?? null,
        authorUserId: null,
        authorName: trainerName,
        trainer: true,
        body,
        createdAt: this.clock.now(),
      }),
    );
    return toPostDto(saved, false);
  }

  async pin(postId: string, pinned: boolean): Promise<PostDto> {
    const post = await this.posts.find(postId);
    if (!post || post.parentId !== null) throw CommunityErrors.postNotFound();
    await this.posts.setPinned(postId, pinned);
    return toPostDto({ ...post, pinned }, false);
  }
}
