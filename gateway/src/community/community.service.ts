import { Inject, Injectable } from '@nestjs/common';
import type { StoredPhotoDto, UserDto } from '@reto/contracts';
import {
  CommunitySubjects,
  type CommunityCardDto,
  type DirectConversationDto,
  type UnreadMessagesDto,
  type DailyPromptDto,
  type DirectMessageDto,
  type InboxEntryDto,
  type MissingMemberDto,
  type TrainerConversationDto,
  type MuteDto,
  type ReportedPostDto,
  type PostDto,
  type PostPageDto,
  type PostWithRepliesDto,
  type TodayPromptDto,
  type TrainerFeedDto,
} from '@reto/contracts/community';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/**
 * The gateway side of the edition group: each call is one NATS request to the community service,
 * with the signed-in member's account from the session (never from the client). The service
 * validates the rest and answers 404 for anything outside the member's group.
 */
@Injectable()
export class CommunityService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

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

  post(
    requestId: string,
    user: UserDto,
    body: string,
    parentId: string | undefined,
    photoKey: string | undefined,
  ): Promise<PostDto> {
    return this.rpc.request(
      CommunitySubjects.createPost,
      { ...authorOf(user), body, ...(parentId ? { parentId } : {}), ...(photoKey ? { photoKey } : {}) },
      // A photo is re-encoded by the service (sharp): the wait of a review with a photo.
      { requestId, timeoutMs: photoKey ? this.config.REVIEW_SUBMIT_TIMEOUT_MS : undefined },
    );
  }

  /** A photo of a post of the member's group (404 for any other). */
  photo(requestId: string, user: UserDto, photoId: string): Promise<StoredPhotoDto> {
    return this.rpc.request(CommunitySubjects.getPhoto, { member: { userId: user.id }, photoId }, { requestId });
  }

  react(requestId: string, user: UserDto, postId: string, on: boolean): Promise<PostDto> {
    return this.rpc.request(CommunitySubjects.react, { member: { userId: user.id }, postId, on }, { requestId });
  }

  /** The member's edition group (404 without a live enrolment), for their live subscription. */
  async groupOf(requestId: string, user: UserDto): Promise<string> {
    return (await this.feed(requestId, user, undefined, 1)).groupKey;
  }

  report(requestId: string, user: UserDto, postId: string): Promise<{ reported: boolean }> {
    return this.rpc.request(CommunitySubjects.report, { member: { userId: user.id }, postId }, { requestId });
  }

  conversation(requestId: string, user: UserDto, conversationId: string | undefined): Promise<DirectConversationDto> {
    return this.rpc.request(
      CommunitySubjects.getConversation,
      { member: { userId: user.id }, ...(conversationId ? { conversationId } : {}) },
      { requestId },
    );
  }

  /** The dashboard's community card: one request for what it shows. */
  card(requestId: string, user: UserDto): Promise<CommunityCardDto> {
    return this.rpc.request(CommunitySubjects.card, { member: { userId: user.id } }, { requestId });
  }

  unreadMessages(requestId: string, user: UserDto): Promise<UnreadMessagesDto> {
    return this.rpc.request(CommunitySubjects.unreadMessages, { member: { userId: user.id } }, { requestId });
  }

  sendMessage(
    requestId: string,
    user: UserDto,
    body: string,
    conversationId: string | undefined,
  ): Promise<DirectMessageDto> {
    return this.rpc.request(
      CommunitySubjects.sendMessage,
      { ...authorOf(user), body, ...(conversationId ? { conversationId } : {}) },
      { requestId },
    );
  }

  // ---- the trainer's (the admin's session, checked by AdminGuard: never the client's word) ----

  reports(requestId: string, admin: UserDto): Promise<ReportedPostDto[]> {
    return this.rpc.request(CommunitySubjects.listReports, { actor: actorOf(admin) }, { requestId });
  }

  hide(requestId: string, admin: UserDto, postId: string, hidden: boolean): Promise<PostDto> {
    return this.rpc.request(CommunitySubjects.hide, { actor: actorOf(admin), postId, hidden }, { requestId });
  }

  pin(requestId: string, admin: UserDto, postId: string, pinned: boolean): Promise<PostDto> {
    return this.rpc.request(CommunitySubjects.pin, { actor: actorOf(admin), postId, pinned }, { requestId });
  }

  mute(requestId: string, admin: UserDto, postId: string, hours: number): Promise<MuteDto> {
    return this.rpc.request(CommunitySubjects.mute, { actor: actorOf(admin), postId, hours }, { requestId });
  }

  /** Any post's or reply's photo, of any group (hidden ones too), for the trainer's panel. */
  trainerPhoto(requestId: string, admin: UserDto, photoId: string): Promise<StoredPhotoDto> {
    return this.rpc.request(CommunitySubjects.trainerPhoto, { actor: actorOf(admin), photoId }, { requestId });
  }

  trainerPost(
    requestId: string,
    admin: UserDto,
    groupKey: string,
    body: string,
    parentId: string | undefined,
    photoKey: string | undefined,
  ): Promise<PostDto> {
    return this.rpc.request(
      CommunitySubjects.trainerPost,
      { actor: actorOf(admin), groupKey, body, ...(parentId ? { parentId } : {}), ...(photoKey ? { photoKey } : {}) },
      // A photo is re-encoded by the service (sharp): the wait of a review with a photo.
      { requestId, timeoutMs: photoKey ? this.config.REVIEW_SUBMIT_TIMEOUT_MS : undefined },
    );
  }

  /** Every group and the latest posts of one (the newest when `groupKey` is absent), for the panel. */
  trainerFeed(requestId: string, admin: UserDto, groupKey: string | undefined): Promise<TrainerFeedDto> {
    return this.rpc.request(
      CommunitySubjects.trainerFeed,
      { actor: actorOf(admin), ...(groupKey ? { groupKey } : {}) },
      { requestId },
    );
  }

  prompts(requestId: string, admin: UserDto): Promise<DailyPromptDto[]> {
    return this.rpc.request(CommunitySubjects.listPrompts, { actor: actorOf(admin) }, { requestId });
  }

  setPrompt(requestId: string, admin: UserDto, day: number, text: string): Promise<DailyPromptDto[]> {
    return this.rpc.request(CommunitySubjects.setPrompt, { actor: actorOf(admin), day, text }, { requestId });
  }

  inbox(requestId: string, admin: UserDto): Promise<InboxEntryDto[]> {
    return this.rpc.request(CommunitySubjects.listInbox, { actor: actorOf(admin) }, { requestId });
  }

  missing(requestId: string, admin: UserDto): Promise<MissingMemberDto[]> {
    return this.rpc.request(CommunitySubjects.listMissing, { actor: actorOf(admin) }, { requestId });
  }

  openConversation(requestId: string, admin: UserDto, userId: number): Promise<TrainerConversationDto> {
    return this.rpc.request(CommunitySubjects.openConversation, { actor: actorOf(admin), userId }, { requestId });
  }

  trainerConversation(requestId: string, admin: UserDto, conversationId: string): Promise<TrainerConversationDto> {
    return this.rpc.request(
      CommunitySubjects.trainerConversation,
      { actor: actorOf(admin), conversationId },
      { requestId },
    );
  }

  reply(requestId: string, admin: UserDto, conversationId: string, body: string): Promise<DirectMessageDto> {
    return this.rpc.request(
      CommunitySubjects.trainerMessage,
      { actor: actorOf(admin), conversationId, body },
      { requestId },
    );
  }

  todayPrompt(requestId: string, user: UserDto): Promise<TodayPromptDto> {
    return this.rpc.request(
      CommunitySubjects.todayPrompt,
      { member: { userId: user.id, timezone: user.timezone } },
      { requestId },
    );
  }
}

const actorOf = (admin: UserDto) => ({ id: admin.id, username: admin.username });

/** The member who writes a post or a message, and the name it is shown under. */
const authorOf = (user: UserDto) => ({ member: { userId: user.id }, name: user.fullName || user.username });
