import { Injectable } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import {
  CommunitySubjects,
  type PostDto,
  type PostPageDto,
  type PostWithRepliesDto,
  type TodayPromptDto,
} from '@reto/contracts/community';
import { RpcClient } from '@reto/platform';

/**
 * The gateway side of the edition group: each call is one NATS request to the community service,
 * with the signed-in member's account from the session (never from the client). The service
 * validates the rest and answers 404 for anything outside the member's group.
 */
@Injectable()
export class CommunityService {
  constructor(private readonly rpc: RpcClient) {}

  feed(requestId: string, user: UserDto, cursor: string | undefined, limit: number | undefined): Promise<PostPageDto> {
    return this.rpc.request(
      CommunitySubjects.listPosts,
      { member: { userId: user.id }, ...(cursor === undefined ? {} : { cursor }), ...(limit ? { limit } : {}) },
      { requestId },
    );
  }

  thread(requestId: string, user: UserDto, postId: string): Promise<PostWithRepliesDto> {
    return this.rpc.request(CommunitySubjects.getPost, { member: { userId: user.id }, postId }, { requestId });
  }

  post(requestId: string, user: UserDto, body: string, parentId: string | undefined): Promise<PostDto> {
    return this.rpc.request(
      CommunitySubjects.createPost,
      { member: { userId: user.id }, name: user.fullName || user.username, body, ...(parentId ? { parentId } : {}) },
      { requestId },
    );
  }

  react(requestId: string, user: UserDto, postId: string, on: boolean): Promise<PostDto> {
    return this.rpc.request(CommunitySubjects.react, { member: { userId: user.id }, postId, on }, { requestId });
  }

  todayPrompt(requestId: string, user: UserDto): Promise<TodayPromptDto> {
    return this.rpc.request(
      CommunitySubjects.todayPrompt,
      { member: { userId: user.id, timezone: user.timezone } },
      { requestId },
    );
  }
}
