import { z } from 'zod';
import { PhotoMessages, UploadKeySchema, type PhotoRefDto } from './photos.js';

/** The subjects of the community service: its requests (`community.<entity>.<verb>`) and its events. */
export const CommunitySubjects = {
  /** A page of the member's edition group, newest first (pinned trainer posts ahead on the first page). */
  listPosts: 'community.post.list',
  /**
   * The dashboard's community card in one request: the group's latest pinned post and how many of
   * the coach's messages wait unread.
   */
  card: 'community.card.get',
  /** A post of the member's group with its replies, oldest reply first. */
  getPost: 'community.post.get',
  /** A member's post, or a reply to a post of their group. */
  createPost: 'community.post.create',
  /** The "💪" reaction of a member on a post of their group: set or taken back. */
  react: 'community.reaction.set',
  /** The trainer's post (marked as the trainer's) in an edition group. */
  trainerPost: 'community.trainer-post.create',
  /** The trainer's view of an edition group: every group, and the chosen one's latest posts, pinned first. */
  trainerFeed: 'community.trainer-feed.list',
  /** The trainer pins or unpins a post. */
  pin: 'community.post.pin',
  /** The trainer writes (or clears) the prompt of one programme day ahead of time. */
  setPrompt: 'community.prompt.set',
  /** Every day's prompt, for the trainer's panel. */
  listPrompts: 'community.prompt.list',
  /** The prompt of the member's day today, if the trainer wrote one. */
  todayPrompt: 'community.prompt.get',
  /** A member reports a post of their group (once per member and post). */
  report: 'community.report.create',
  /** The trainer's list of reported posts: one line per post with its count. */
  listReports: 'community.report.list',
  /** The trainer hides or restores a post (a hidden post vanishes from every screen). */
  hide: 'community.post.hide',
  /** The trainer mutes a member in the group for a number of hours (0 lifts it). */
  mute: 'community.member.mute',
  /** A photo of a post of the member's group (404 for any other, as the post). */
  getPhoto: 'community.photo.get',
  /** Any post's or reply's photo, of any group, hidden posts' too: the trainer sees what he moderates. */
  trainerPhoto: 'community.trainer-photo.get',
  /** The member's own conversation with the coach (read by the member: their unread count clears). */
  getConversation: 'community.conversation.get',
  /** How many of the coach's messages the member has not read yet (reading nothing: for the dashboard). */
  unreadMessages: 'community.conversation.unread',
  /** A member's message to the coach, in their own conversation. */
  sendMessage: 'community.message.send',
  /** The trainer's inbox: every conversation with its unread count, oldest unanswered first. */
  listInbox: 'community.inbox.list',
  /** The trainer opens a member's conversation (created if it was not there): read by the trainer. */
  openConversation: 'community.conversation.open',
  /**
   * One conversation as the trainer's panel shows it, read again (after a reconnect): changes
   * nothing, neither the unread counts nor the audit log.
   */
  trainerConversation: 'community.trainer-conversation.get',
  /** The trainer's reply in a member's conversation. */
  trainerMessage: 'community.trainer-message.send',
  /** The members who missed two or more programme days in a row, for the trainer. */
  listMissing: 'community.member.missing',
  /** Events the community service publishes (through its outbox, to JetStream). */
  events: {
    /** A message in a member's conversation with the coach: the gateways deliver it to both sides. */
    messageSent: 'community.message.sent.v1',
    /**
     * A post as it is now, after it was written, reacted to, pinned, hidden or restored: the
     * gateways deliver it to the group's open subscriptions.
     */
    postChanged: 'community.post.changed.v1',
    /** A post or reply accepted: the gateways deliver it to the group's open subscriptions. */
    postCreated: 'community.post.created.v1',
    /** A member left their group (refund, dispute, revocation): their open subscriptions end. */
    memberRemoved: 'community.member.removed.v1',
    /**
     * A member to tell by Web Push (the challenge's reminders send it, if their «Comunidad» switch
     * is on): a reply to their post, or a message from the coach.
     */
    memberNotified: 'community.member.notified.v1',
  },
} as const;

export const CommunityConstants = {
  postMaxLength: 2000,
  /** Where the gateway serves a post's photo, to the members of its group only. */
  photoPathPrefix: '/api/community/photos/',
  /** Where the trainer's panel fetches any post's photo (admin session and credential). */
  adminPhotoPathPrefix: '/api/admin/community/photos/',
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Posts and replies one member may write per minute (every replica counts together). */
  postsPerMinute: 6,
  reaction: '💪',
  /** The programme's days: a prompt is written for one of them. */
  programmeDays: 28,
  promptMaxLength: 280,
  /** Messages one member may send the coach per minute (every replica counts together). */
  messagesPerMinute: 6,
  /** A conversation shows its latest messages, oldest first. */
  conversationMessages: 200,
  /** Missed programme days in a row from which the trainer sees a member in the inbox's list. */
  missedDaysShown: 2,
} as const;

export const CommunityMessages = {
  postNotFound: 'Publicación no encontrada',
  groupNotFound: 'Grupo no encontrado',
  emptyPost: 'Escribe algo antes de publicar.',
  postTooLong: `Tu mensaje supera los ${CommunityConstants.postMaxLength} caracteres.`,
  binaryPost: 'Tu mensaje contiene caracteres no permitidos.',
  tooManyPosts: 'Estás publicando muy seguido. Espera un minuto e inténtalo de nuevo.',
  invalidCursor: 'La página pedida no es válida.',
  invalidDay: 'Elige un día del 1 al 28.',
  promptTooLong: 'La pregunta del día admite hasta 280 caracteres.',
  muted: (until: string) =>
    `El equipo del reto pausó tus publicaciones en el grupo hasta el ${until}. Si crees que es un error, escríbenos.`,
  invalidMute: 'Elige una pausa de 0 a 720 horas.',
  memberNotFound: 'Ese miembro no está en el grupo.',
  conversationNotFound: 'Conversación no encontrada',
  emptyMessage: 'Escribe algo antes de enviar.',
  messageTooLong: `Tu mensaje supera los ${CommunityConstants.postMaxLength} caracteres.`,
  tooManyMessages: 'Estás enviando mensajes muy seguido. Espera un minuto e inténtalo de nuevo.',
  /** Shown under a post that speaks of pain, pregnancy, illness (the coach's safety concepts). */
  safetyNote:
    'Tu salud va primero: si algo te duele, para. Antes de seguir, consulta a tu médico o fisioterapeuta, sobre todo si estás embarazada, tienes una lesión, una enfermedad o tomas medicación o suplementos.',
} as const;

/** C0 controls other than tab, line feed and carriage return: bytes of a file, never typed text. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A post's text: plain text, trimmed, 1 to 2,000 characters, no binary bytes. */
export const PostBodySchema = z
  .string({ error: CommunityMessages.emptyPost })
  .refine((text) => !BINARY.test(text), { error: CommunityMessages.binaryPost, abort: true })
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, { error: CommunityMessages.emptyPost })
      .refine((text) => [...text].length <= CommunityConstants.postMaxLength, {
        error: CommunityMessages.postTooLong,
      }),
  );

/** A direct message's text: the same rules as a post (plain text, 1 to 2,000 characters, no binary bytes). */
export const MessageBodySchema = z
  .string({ error: CommunityMessages.emptyMessage })
  .refine((text) => !BINARY.test(text), { error: CommunityMessages.binaryPost, abort: true })
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, { error: CommunityMessages.emptyMessage })
      .refine((text) => [...text].length <= CommunityConstants.postMaxLength, {
        error: CommunityMessages.messageTooLong,
      }),
  );

/** Who asks: the gateway sends the signed-in member's account (never from the client's body). */
export const CommunityMemberSchema = z.object({ userId: z.number().int().positive() });

const postId = z.uuid({ error: CommunityMessages.postNotFound });

export const ListPostsSchema = z.object({
  member: CommunityMemberSchema,
  /** The `nextCursor` of the previous page; absent for the newest. */
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(CommunityConstants.maxPageSize).default(CommunityConstants.defaultPageSize),
});

export const GetPostSchema = z.object({ member: CommunityMemberSchema, postId });

export const GetPhotoSchema = z.object({
  member: CommunityMemberSchema,
  photoId: z.uuid({ error: PhotoMessages.notFound }),
});

export const CreatePostSchema = z.object({
  member: CommunityMemberSchema,
  /** The member's name as their account has it; the group shows only the first name and initial. */
  name: z.string().trim().min(1).max(120),
  body: PostBodySchema,
  /** A reply to this post of the same group. */
  parentId: postId.optional(),
  /** The photo uploaded with it (`POST /api/uploads/photos`), by its claim-check key. */
  photoKey: UploadKeySchema.nullish().transform((value) => value ?? null),
});
export type CreatePostCommand = z.output<typeof CreatePostSchema>;

export const ReactSchema = z.object({ member: CommunityMemberSchema, postId, on: z.boolean() });

/** The trainer's commands come from the admin's session (the gateway's admin guard). */
export const TrainerSchema = z.object({ id: z.number().int().positive(), username: z.string().min(1) });

export const TrainerPostSchema = z.object({
  actor: TrainerSchema,
  /** The edition group, by its key (`GroupDto.key`). */
  groupKey: z.string().min(1).max(40),
  body: PostBodySchema,
  parentId: postId.optional(),
  /** The photo uploaded with it (`POST /api/uploads/photos`), by its claim-check key. */
  photoKey: UploadKeySchema.nullish().transform((value) => value ?? null),
});

export const TrainerFeedSchema = z.object({
  actor: TrainerSchema,
  /** The edition group, by its key; absent: the newest group. */
  groupKey: z.string().min(1).max(40).optional(),
});

export const PinPostSchema = z.object({ actor: TrainerSchema, postId, pinned: z.boolean() });

export const HidePostSchema = z.object({ actor: TrainerSchema, postId, hidden: z.boolean() });

export const TrainerPhotoSchema = z.object({
  actor: TrainerSchema,
  photoId: z.uuid({ error: PhotoMessages.notFound }),
});

export const ReportPostSchema = z.object({ member: CommunityMemberSchema, postId });

export const ListReportsSchema = z.object({ actor: TrainerSchema });

export const MuteMemberSchema = z.object({
  actor: TrainerSchema,
  /** The member, by the post of theirs the trainer mutes them from. */
  postId,
  hours: z
    .number({ error: CommunityMessages.invalidMute })
    .int({ error: CommunityMessages.invalidMute })
    .min(0, { error: CommunityMessages.invalidMute })
    .max(720, { error: CommunityMessages.invalidMute }),
});

/** One reported post, once however many members reported it. */
export interface ReportedPostDto {
  post: PostDto;
  reports: number;
  lastReportedAt: string;
}

export interface MuteDto {
  /** Until when the member cannot post (null: lifted). */
  mutedUntil: string | null;
  authorName: string;
}

export interface PostAuthorDto {
  /** First name and initial ("Ana P."), or the trainer's name; never an e-mail. */
  name: string;
  trainer: boolean;
  /** A member's programme day today and streak (null for the trainer, or before anything is known). */
  day: number | null;
  streak: number | null;
}

export interface PostDto {
  id: string;
  groupKey: string;
  parentId: string | null;
  author: PostAuthorDto;
  body: string;
  pinned: boolean;
  reactions: number;
  reactedByMe: boolean;
  replies: number;
  /** Only the trainer's views list hidden posts; members never receive them. */
  hidden: boolean;
  /** The coach's safety note when the text speaks of pain, pregnancy or illness; else null. */
  safetyNote: string | null;
  /** The photo shared with it (served to the group's members only); else null. */
  photo: PhotoRefDto | null;
  createdAt: string;
}

/** The trainer's view of the groups: their keys (newest first) and the chosen group's latest posts. */
export interface TrainerFeedDto {
  groups: string[];
  groupKey: string | null;
  posts: PostDto[];
  /** The replies to those posts (hidden ones left out), oldest first: the trainer reads each thread. */
  replies: PostDto[];
}

export interface PostPageDto {
  groupKey: string;
  posts: PostDto[];
  /** Pass it back for the next (older) page; null: no more. */
  nextCursor: string | null;
}

/** The dashboard's window on the community (CommunitySubjects.card). */
export const CommunityCardSchema = z.object({ member: CommunityMemberSchema });

export interface CommunityCardDto {
  /** The group's latest pinned post (null: none pinned). */
  pinned: { id: string; body: string; authorName: string } | null;
  /** The coach's messages the member has not read (0 without a conversation). */
  unread: number;
}

export interface PostWithRepliesDto {
  post: PostDto;
  replies: PostDto[];
}

export const PostCreatedEventSchema = z.object({
  postId: z.uuid(),
  groupKey: z.string(),
  parentId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type PostCreatedEvent = z.output<typeof PostCreatedEventSchema>;

export const POST_CHANGES = ['created', 'reacted', 'pinned', 'unpinned', 'hidden', 'restored'] as const;
export type PostChange = (typeof POST_CHANGES)[number];

/** A post as it is after a change (`reactedByMe` is false: it is the subscriber's own to know). */
export const PostChangedEventSchema = z.object({
  change: z.enum(POST_CHANGES),
  post: z.custom<PostDto>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as PostDto).id === 'string' &&
      typeof (value as PostDto).groupKey === 'string',
  ),
  changedAt: z.iso.datetime(),
});
export type PostChangedEvent = z.output<typeof PostChangedEventSchema>;

export const MemberRemovedEventSchema = z.object({
  userId: z.number().int().positive(),
  groupKey: z.string(),
  removedAt: z.iso.datetime(),
});
export type MemberRemovedEvent = z.output<typeof MemberRemovedEventSchema>;

const programmeDay = z.coerce
  .number({ error: CommunityMessages.invalidDay })
  .int({ error: CommunityMessages.invalidDay })
  .min(1, { error: CommunityMessages.invalidDay })
  .max(CommunityConstants.programmeDays, { error: CommunityMessages.invalidDay });

export const SetPromptSchema = z.object({
  actor: TrainerSchema,
  day: programmeDay,
  /** Empty clears the day's prompt. */
  text: z
    .string()
    .refine((text) => !BINARY.test(text), { error: CommunityMessages.binaryPost, abort: true })
    .transform((text) => text.trim())
    .pipe(z.string().max(CommunityConstants.promptMaxLength, { error: CommunityMessages.promptTooLong })),
});

export const ListPromptsSchema = z.object({ actor: TrainerSchema });

export const TodayPromptSchema = z.object({
  member: CommunityMemberSchema.extend({ timezone: z.string().min(1).max(64).default('UTC') }),
});

export interface DailyPromptDto {
  day: number;
  text: string;
}

/** The member's programme day today (null before the start or after the end) and its prompt, if any. */
export interface TodayPromptDto {
  day: number | null;
  prompt: string | null;
}

// ---- direct contact: a member's private conversation with the coach ----

const conversationId = z.uuid({ error: CommunityMessages.conversationNotFound });

/** The member's unread messages from the coach (0 without a conversation). */
export const UnreadMessagesSchema = z.object({ member: CommunityMemberSchema });

export interface UnreadMessagesDto {
  unread: number;
}

export const GetConversationSchema = z.object({
  member: CommunityMemberSchema,
  /** A conversation by its id: answered only when it is the member's own (404 otherwise). */
  conversationId: conversationId.optional(),
});

export const SendMessageSchema = z.object({
  member: CommunityMemberSchema,
  /** The member's name as their account has it; the coach sees only the first name and initial. */
  name: z.string().trim().min(1).max(120),
  body: MessageBodySchema,
  conversationId: conversationId.optional(),
});
export type SendMessageCommand = z.output<typeof SendMessageSchema>;

export const ListInboxSchema = z.object({ actor: TrainerSchema });

export const OpenConversationSchema = z.object({
  actor: TrainerSchema,
  userId: z.number({ error: CommunityMessages.memberNotFound }).int().positive(),
});

export const TrainerConversationSchema = z.object({ actor: TrainerSchema, conversationId });

export const TrainerMessageSchema = z.object({ actor: TrainerSchema, conversationId, body: MessageBodySchema });

export const ListMissingSchema = z.object({ actor: TrainerSchema });

export interface DirectMessageDto {
  id: string;
  conversationId: string;
  /** The coach's reply (else the member's message). */
  fromTrainer: boolean;
  /** The member's first name and initial, or the trainer's name. */
  authorName: string;
  body: string;
  createdAt: string;
}

/** The member's own conversation: null id before their first message (or the coach's). */
export interface DirectConversationDto {
  id: string | null;
  messages: DirectMessageDto[];
  /** The coach's messages the member had not read before this answer. */
  unread: number;
}

/** The member's progress beside their name, from the challenge's completions. */
export interface MemberProgressDto {
  /** Their programme day today (null outside the edition). */
  day: number | null;
  /** Consecutive completed days as of their last completion (0 once a day was missed since). */
  streak: number;
  lastCompletedAt: string | null;
}

/** One line of the trainer's inbox. */
export interface InboxEntryDto extends MemberProgressDto {
  conversationId: string;
  userId: number;
  memberName: string;
  /** The member's messages the trainer has not read. */
  unread: number;
  /** Since when the member waits for an answer (null: answered). */
  awaitingSince: string | null;
  lastMessageAt: string | null;
  /** The start of the latest message. */
  lastMessage: string | null;
}

export interface TrainerConversationDto {
  entry: InboxEntryDto;
  messages: DirectMessageDto[];
}

/** A member who missed two or more programme days in a row (rest days do not count). */
export interface MissingMemberDto extends MemberProgressDto {
  userId: number;
  memberName: string;
  missedDays: number;
  /** Their conversation, if there is one already. */
  conversationId: string | null;
}

export const MessageSentEventSchema = z.object({
  userId: z.number().int().positive(),
  message: z.custom<DirectMessageDto>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as DirectMessageDto).id === 'string' &&
      typeof (value as DirectMessageDto).conversationId === 'string',
  ),
  sentAt: z.iso.datetime(),
});
export type MessageSentEvent = z.output<typeof MessageSentEventSchema>;

export const MEMBER_NOTIFICATION_KINDS = ['reply', 'message'] as const;

/** A push for a member: a reply to their post (opens /grupo) or the coach's message (opens /mensajes). */
export const MemberNotifiedEventSchema = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(MEMBER_NOTIFICATION_KINDS),
  title: z.string().min(1).max(200),
  body: z.string().max(400),
  url: z.string().startsWith('/'),
  notifiedAt: z.iso.datetime(),
});
export type MemberNotifiedEvent = z.output<typeof MemberNotifiedEventSchema>;
