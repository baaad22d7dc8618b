import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommunitySubjects,
  CreatePostSchema,
  GetPhotoSchema,
  GetPostSchema,
  HidePostSchema,
  ListPostsSchema,
  ListReportsSchema,
  MuteMemberSchema,
  PinPostSchema,
  ReactSchema,
  ReportPostSchema,
  TrainerFeedSchema,
  TrainerPhotoSchema,
  TrainerPostSchema,
  type MuteDto,
  type TrainerFeedDto,
  type PostDto,
  type ReportedPostDto,
  type PostPageDto,
  type PostWithRepliesDto,
} from '@reto/contracts/community';
import type { StoredPhotoDto } from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { PostsService } from './posts.service.js';
import { TrainerPostsService } from './trainer-posts.service.js';

/** NATS adapter of the groups: validates each payload against its contract and calls one use case. */
@Controller()
export class PostsHandler {
  constructor(
    private readonly posts: PostsService,
    private readonly trainer: TrainerPostsService,
  ) {}

  @MessagePattern(CommunitySubjects.listPosts)
  list(@Payload() payload: unknown): Promise<PostPageDto> {
    const { member, limit, cursor } = validatePayload(ListPostsSchema, payload);
    return this.posts.feed(member.userId, limit, cursor);
  }

  @MessagePattern(CommunitySubjects.getPost)
  get(@Payload() payload: unknown): Promise<PostWithRepliesDto> {
    const { member, postId } = validatePayload(GetPostSchema, payload);
    return this.posts.get(member.userId, postId);
  }

  @MessagePattern(CommunitySubjects.createPost)
  create(@Payload() payload: unknown): Promise<PostDto> {
    return this.posts.create(validatePayload(CreatePostSchema, payload));
  }

  @MessagePattern(CommunitySubjects.getPhoto)
  photo(@Payload() payload: unknown): Promise<StoredPhotoDto> {
    const { member, photoId } = validatePayload(GetPhotoSchema, payload);
    return this.posts.photo(member.userId, photoId);
  }

  @MessagePattern(CommunitySubjects.react)
  react(@Payload() payload: unknown): Promise<PostDto> {
    const { member, postId, on } = validatePayload(ReactSchema, payload);
    return this.posts.react(member.userId, postId, on);
  }

  @MessagePattern(CommunitySubjects.trainerPost)
  trainerPost(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<PostDto> {
    const { actor, ...command } = validatePayload(TrainerPostSchema, payload);
    return this.trainer.create(actor, command, requestId);
  }

  @MessagePattern(CommunitySubjects.trainerFeed)
  trainerFeed(@Payload() payload: unknown): Promise<TrainerFeedDto> {
    const { groupKey } = validatePayload(TrainerFeedSchema, payload);
    return this.trainer.feed(groupKey);
  }

  @MessagePattern(CommunitySubjects.trainerPhoto)
  trainerPhoto(@Payload() payload: unknown): Promise<StoredPhotoDto> {
    const { photoId } = validatePayload(TrainerPhotoSchema, payload);
    return this.trainer.photo(photoId);
  }

  @MessagePattern(CommunitySubjects.pin)
  pin(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<PostDto> {
    const { actor, postId, pinned } = validatePayload(PinPostSchema, payload);
    return this.trainer.pin(actor, postId, pinned, requestId);
  }

  @MessagePattern(CommunitySubjects.report)
  report(@Payload() payload: unknown): Promise<{ reported: true }> {
    const { member, postId } = validatePayload(ReportPostSchema, payload);
    return this.posts.report(member.userId, postId);
  }

  @MessagePattern(CommunitySubjects.listReports)
  reports(@Payload() payload: unknown): Promise<ReportedPostDto[]> {
    validatePayload(ListReportsSchema, payload);
    return this.trainer.reports();
  }

  @MessagePattern(CommunitySubjects.hide)
  hide(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<PostDto> {
    const { actor, postId, hidden } = validatePayload(HidePostSchema, payload);
    return this.trainer.hide(actor, postId, hidden, requestId);
  }

  @MessagePattern(CommunitySubjects.mute)
  mute(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<MuteDto> {
    const { actor, postId, hours } = validatePayload(MuteMemberSchema, payload);
    return this.trainer.mute(actor, postId, hours, requestId);
  }
}
